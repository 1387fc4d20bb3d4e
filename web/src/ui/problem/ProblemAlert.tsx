import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProblemDetails } from '../../api/problem';
import { AlertCircleIcon, RefreshIcon } from '../icons';
import { ProblemInWords } from './ProblemInWords';
import type { FieldLabels } from './problem-words';

interface ProblemAlertProps {
  readonly problem: ProblemDetails;
  /** Lists the problem's field messages too (forms that place them on their fields leave this off). */
  readonly withFieldErrors?: boolean;
  /** The form's labels by field path: the problem names its fields as the form does ("/code" → "Code from the app"). */
  readonly labels?: FieldLabels;
  /** Writes even a plain detail as a sentence (FormProblem's way). */
  readonly alwaysInWords?: boolean;
  readonly onRetry?: () => void;
  readonly children?: ReactNode;
}

/**
 * A problem as staff see it: its title and, in people's words (problem-words.ts), its detail, what to
 * do next, and the reference to quote; the service's own text under "Details".
 */
export function ProblemAlert({
  problem,
  withFieldErrors = false,
  labels = {},
  alwaysInWords = false,
  onRetry,
  children,
}: ProblemAlertProps) {
  return (
    <Alert role="alert" color="red" variant="light" title={problem.title} icon={<AlertCircleIcon />}>
      <ProblemInWords problem={problem} labels={labels} withFieldErrors={withFieldErrors} alwaysInWords={alwaysInWords} />
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
