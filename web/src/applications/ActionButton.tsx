import { Button } from '@mantine/core';
import { ACTION_FORMS } from './action-forms';
import type { ActionName } from './application.queries';

/**
 * The button that opens an action's form, labelled as the form is. `secondary`: offered, but not the
 * step to take now (a plain button).
 */
export function ActionButton({
  action,
  size,
  secondary = false,
  onClick,
}: {
  action: ActionName;
  size?: string;
  secondary?: boolean;
  onClick: () => void;
}) {
  const { label, weighty } = ACTION_FORMS[action];
  return (
    <Button
      // A weighty action (a refusal, a denial) is outlined in dark red: it stands apart, and its text keeps 5.9:1.
      variant={secondary ? 'default' : weighty ? 'outline' : 'filled'}
      color={weighty ? 'red.9' : undefined}
      size={size}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
