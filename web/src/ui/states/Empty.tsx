import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { InboxIcon } from '../icons';

interface EmptyProps {
  readonly title: string;
  readonly description?: ReactNode;
  readonly icon?: ReactNode;
  /** What the user can do about it (clear the filters, create the first one). */
  readonly action?: ReactNode;
}

/** Nothing to show, said plainly, with what to do next. */
export function Empty({ title, description, icon, action }: EmptyProps) {
  return (
    <EmptyState
      py="xl"
      title={title}
      description={description}
      icon={icon ?? <InboxIcon size={28} />}
      withIndicatorBackground
      aria-live="polite"
    >
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}
