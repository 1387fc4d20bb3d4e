import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ActionDialog } from '../applications/ActionDialog';
import { ACTION_FORMS } from '../applications/action-forms';
import type { ActionName } from '../applications/application.queries';

interface PanelActionsProps {
  readonly applicationId: string;
  readonly etag: string;
  /** The actions this user may take now (the application's `allowedActions`), in the order to show them. */
  readonly actions: readonly ActionName[];
  readonly onReload: () => void;
}

/**
 * The buttons of a section's actions, each opening its form: the same dialog as the application's
 * action bar (If-Match on the version read; a 412 offers to reload; a refusal shows its problem).
 */
export function PanelActions({ applicationId, etag, actions, onReload }: PanelActionsProps) {
  const [acting, setActing] = useState<ActionName | undefined>();
  if (actions.length === 0) return null;
  return (
    <>
      <Group gap="xs">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={ACTION_FORMS[action].weighty ? 'outline' : 'filled'}
            color={ACTION_FORMS[action].weighty ? 'red.9' : undefined}
            onClick={() => setActing(action)}
          >
            {ACTION_FORMS[action].label}
          </Button>
        ))}
      </Group>
      {acting && (
        <ActionDialog applicationId={applicationId} etag={etag} action={acting} onClose={() => setActing(undefined)} onReload={onReload} />
      )}
    </>
  );
}
