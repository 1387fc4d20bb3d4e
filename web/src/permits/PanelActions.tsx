import { Group } from '@mantine/core';
import { useState } from 'react';
import { ActionButton } from '../applications/ActionButton';
import { ActionDialog } from '../applications/ActionDialog';
import type { ActionName } from '../applications/application.queries';

interface PanelActionsProps {
  readonly applicationId: string;
  readonly etag: string;
  /** The actions this user may take now (the application's `allowedActions`), in the order to show them. */
  readonly actions: readonly ActionName[];
  /** Actions offered but not as the step to take now (e.g. a publication the Clearing-House would refuse): outlined, not filled. */
  readonly secondary?: readonly ActionName[];
  readonly onReload: () => void;
}

/**
 * The buttons of a section's actions, each opening its form: the same dialog as the application's
 * action bar (If-Match on the version read; a 412 offers to reload; a refusal shows its problem).
 */
export function PanelActions({ applicationId, etag, actions, secondary = [], onReload }: PanelActionsProps) {
  const [acting, setActing] = useState<ActionName | undefined>();
  if (actions.length === 0) return null;
  return (
    <>
      <Group gap="xs">
        {actions.map((action) => (
          <ActionButton key={action} action={action} size="sm" secondary={secondary.includes(action)} onClick={() => setActing(action)} />
        ))}
      </Group>
      {acting && (
        <ActionDialog applicationId={applicationId} etag={etag} action={acting} onClose={() => setActing(undefined)} onReload={onReload} />
      )}
    </>
  );
}
