import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProblemDetails } from '../../api/problem';
import { AlertCircleIcon, RefreshIcon } from '../icons';

interface ProblemAlertProps {
  readonly problem: ProblemDetails;
  /** Lists the problem's field messages too (forms that place them on their fields leave this off). */
  readonly withFieldErrors?: boolean;
  readonly onRetry?: () => void;
  readonly children?: ReactNode;
}

/** A problem as staff see it: its title and detail, what to do next, and the reference to quote. */
export function ProblemAlert({ problem, withFieldErrors = false, onRetry, children }: ProblemAlertProps) {
  // A single field's message is often the detail itself: list the fields only when they add to it.
  const fieldErrors = (withFieldErrors ? (problem.errors ?? []) : []).filter(
    (error) => `${error.pointer ?? error.parameter}: ${error.detail}` !== problem.detail,
  );
  return (
    <Alert role="alert" color="red" variant="light" title={problem.title} icon={<AlertCircleIcon />}>
      {problem.detail && <Text size="sm">{problem.detail}</Text>}
      {fieldErrors.length > 0 && (
        <List size="sm" mt="xs">
          {fieldErrors.map((error) => (
            <List.Item key={`${error.pointer ?? error.parameter}:${error.detail}`}>
              {error.pointer ?? error.parameter}: {error.detail}
            </List.Item>
          ))}
        </List>
      )}
      {children}
      {(onRetry || problem.requestId) && (
        <Group justify="space-between" mt="sm" gap="xs">
          {problem.requestId ? (
            <Text size="xs" c="dimmed">
              Reference: <code>{problem.requestId}</code>
            </Text>
          ) : (
            <span />
          )}
          {onRetry && (
            <Button size="xs" variant="default" leftSection={<RefreshIcon size={16} />} onClick={onRetry}>
              Try again
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}
