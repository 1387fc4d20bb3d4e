import { Alert, List, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { BatchAnswer } from './bulk.queries';

interface BulkResultsProps {
  /** What the batch was, in words: "Documents reviewed", "Applications assigned"… */
  readonly title: string;
  readonly answer: BatchAnswer;
  /** How an item is named for people (a document's title instead of its id); the item itself otherwise. */
  readonly nameOf?: (item: string) => string;
  readonly onDismiss: () => void;
}

/**
 * What a batch did, item by item: each done or refused, and for a refused one the service's reason,
 * as the single action would have given it. Focused as it appears, like the single action's outcome.
 */
export function BulkResults({ title, answer, nameOf = (item) => item, onDismiss }: BulkResultsProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const summary = `${answer.done} done, ${answer.refused} refused.`;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color={answer.refused === 0 ? 'forest' : 'warning'}
      variant="light"
      title={`${title}: ${summary}`}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      <List size="sm" spacing={4}>
        {answer.results.map((result) => (
          <List.Item key={result.item}>
            <Text span size="sm" fw={600}>
              {nameOf(result.item)}
            </Text>
            {': '}
            {result.outcome === 'done' ? (
              <Text span size="sm">
                done
              </Text>
            ) : (
              <Text span size="sm" c="red.9">
                refused — {result.problem?.detail ?? result.problem?.title ?? 'no reason given'}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
