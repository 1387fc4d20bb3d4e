import { Group, Paper, Text } from '@mantine/core';
import { hasPermitPanel } from '../permits/PermitPanel';
import { isPermitPanelAction } from '../permits/permit-vocabulary';
import { ActionButton } from './ActionButton';
import { ACTION_FORMS, isKnownAction } from './action-forms';
import type { ActionName, StaffApplication } from './application.queries';

/** Where the actions left out of the action bar are offered: only where that section is shown. */
function whereActionsAre(sections: readonly string[]): string {
  if (sections.length > 1) return 'Your actions on the permit and the documents are in their sections below.';
  return sections[0] === 'the permit'
    ? 'Your actions on the permit are in its sections below.'
    : 'Your actions on the documents are in their section below.';
}

/**
 * The actions this user may take on the application now, each opening its form. Actions on a
 * section's rows (documents) and the permit's (PermitPanel) are offered where they apply instead.
 */
export function ActionBar({ application, onAct }: { application: StaffApplication; onAct: (action: ActionName) => void }) {
  const allowed = application.allowedActions.filter(isKnownAction);
  const actions = allowed.filter((action) => !ACTION_FORMS[action].inSection && !isPermitPanelAction(action));
  const elsewhere = [
    ...(allowed.some(isPermitPanelAction) && hasPermitPanel(application) ? ['the permit'] : []),
    ...(allowed.some((action) => ACTION_FORMS[action].inSection === 'documents') ? ['the documents'] : []),
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Actions">
      {actions.length > 0 ? (
        <Group gap="sm">
          {actions.map((action) => (
            <ActionButton key={action} action={action} onClick={() => onAct(action)} />
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {elsewhere.length > 0 ? whereActionsAre(elsewhere) : 'No action of yours is open on this application now.'}
        </Text>
      )}
    </Paper>
  );
}
