import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProblemDetails } from '../../api/problem';
import { AlertCircleIcon, RefreshIcon } from '../icons';
import { type FieldLabels, fieldSentence, hasTechnicalDetail, sentence } from './problem-words';

interface ProblemAlertProps {
  readonly problem: ProblemDetails;
  /** Lists the problem's field messages too (forms that place them on their fields leave this off). */
  readonly withFieldErrors?: boolean;
  readonly onRetry?: () => void;
  /** The form's labels by field path, so a pointer (`/missingItems`) reads as the field's label. */
  readonly labels?: FieldLabels;
  readonly children?: ReactNode;
}

/** A problem as staff see it: its title and detail, what to do next, and the reference to quote. */
export function ProblemAlert({ problem, withFieldErrors = false, onRetry, labels = {}, children }: ProblemAlertProps) {
  // A single field's message is often the detail itself: list the fields only when they add to it.
  const fieldErrors = (withFieldErrors ? (problem.errors ?? []) : []).filter(
    (error) =>
      `${error.pointer ?? error.parameter}: ${error.detail}` !== problem.detail &&
      `${error.pointer ?? error.parameter} ${error.detail}` !== problem.detail,
  );
  const detail = sentence(problem.detail, labels);
  // A detail that only repeats the one field's message ("/missingItems is required") says it with the label.
  const onlyField = problem.errors?.length === 1 && fieldErrors.length === 0 ? problem.errors[0] : undefined;
  return (
    <Alert role="alert" color="red" variant="light" title={problem.title} icon={<AlertCircleIcon />}>
      {problem.detail && <Text size="sm">{onlyField ? fieldSentence(onlyField, labels) : detail}</Text>}
      {fieldErrors.length > 0 && (
        <List size="sm" mt="xs">
          {fieldErrors.map((error) => (
            <List.Item key={`${error.pointer ?? error.parameter}:${error.detail}`}>{fieldSentence(error, labels)}</List.Item>
          ))}
        </List>
      )}
      {hasTechnicalDetail(problem, labels) && (
        <details>
          <summary>
            <Text span size="xs">
              Details
            </Text>
          </summary>
          <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {problem.code}: {problem.detail}
          </Text>
          {(problem.errors ?? []).map((error) => (
            <Text key={`${error.pointer ?? error.parameter}:${error.detail}`} size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {error.pointer ?? error.parameter}: {error.detail}
            </Text>
          ))}
        </details>
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
