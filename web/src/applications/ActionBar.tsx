import { Group, List, Paper, Stack, Text } from '@mantine/core';
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

/** An action of the bar (not one taken on a section's row or in the permit's sections). */
const inBar = (action: string): action is ActionName =>
  isKnownAction(action) && !ACTION_FORMS[action].inSection && !isPermitPanelAction(action);

/** The service's reason ("endorse needs the application assigned to you; …"), led by the action's label, not its code. */
function why(action: ActionName, reason: string): string {
  const { label } = ACTION_FORMS[action];
  const sentence = reason.startsWith(`${action} `) ? `${label}${reason.slice(action.length)}` : `${label}: ${reason}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * The actions this user may take on the application now, each opening its form, and those of their
 * roles that wait for something, with what (the application assigned to them, a document accepted).
 * Actions on a section's rows (documents) and the permit's (PermitPanel) are offered where they apply instead.
 */
export function ActionBar({ application, onAct }: { application: StaffApplication; onAct: (action: ActionName) => void }) {
  const allowed = application.allowedActions.filter(isKnownAction);
  const actions = allowed.filter(inBar);
  const waiting = application.unavailableActions.filter((item): item is { action: ActionName; reason: string } => inBar(item.action));
  const elsewhere = [
    ...(allowed.some(isPermitPanelAction) && hasPermitPanel(application) ? ['the permit'] : []),
    ...(allowed.some((action) => ACTION_FORMS[action].inSection === 'documents') ? ['the documents'] : []),
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Actions">
      <Stack gap="sm">
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
        {waiting.length > 0 && (
          <div>
            <Text size="sm" fw={600} id="actions-waiting">
              Not open to you yet
            </Text>
            <List size="sm" spacing={2} aria-labelledby="actions-waiting">
              {waiting.map(({ action, reason }) => (
                <List.Item key={action}>{why(action, reason)}</List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
