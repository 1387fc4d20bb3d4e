import { Badge, Group, Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { ErrorView } from '../ui/problem/ErrorView';
import { PUBLICATION_QUEUE, QUEUE_LABELS, QUEUE_NAMES, type QueueName, type WorkqueueCounts } from './workqueue-vocabulary';

/** Queues only some roles see: not shown before the counts say whether this user is one of them. */
const RESTRICTED_QUEUES: readonly QueueName[] = [PUBLICATION_QUEUE];

interface QueueListProps {
  readonly counts: WorkqueueCounts | undefined;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly selected: QueueName;
  readonly onSelect: (queue: QueueName) => void;
}

/**
 * Every workqueue the user sees with its count; the one shown below is marked (aria-current), each
 * opens with Enter. Which queues a user sees is the service's to say (the counts list only those):
 * until they arrive, the queues everyone sees and the chosen one wait for their count.
 */
export function QueueList({ counts, error, onRetry, selected, onSelect }: QueueListProps) {
  if (error) return <ErrorView error={error} onRetry={onRetry} />;
  const byQueue = new Map(counts?.queues.map((entry) => [entry.queue, entry]));
  const shown = QUEUE_NAMES.filter((queue) =>
    counts === undefined ? queue === selected || !RESTRICTED_QUEUES.includes(queue) : byQueue.has(queue),
  );
  return (
    <nav aria-label="Workqueues">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((queue) => {
          const entry = byQueue.get(queue);
          const current = queue === selected;
          const urgent = (queue === 'overdue' || queue === 'at_risk') && (entry?.count ?? 0) > 0;
          return (
            <li key={queue}>
              <UnstyledButton
                onClick={() => onSelect(queue)}
                aria-current={current ? 'true' : undefined}
                title={entry?.description}
                w="100%"
                h="100%"
              >
                <Paper
                  withBorder
                  radius="md"
                  p="sm"
                  h="100%"
                  style={{
                    borderColor: current ? 'var(--mantine-color-forest-7)' : undefined,
                    borderWidth: current ? 2 : undefined,
                    background: current ? 'var(--mantine-color-forest-0)' : undefined,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={current ? 700 : 500}>
                      {QUEUE_LABELS[queue]}
                    </Text>
                    {entry ? (
                      <Badge
                        variant={urgent ? 'filled' : 'light'}
                        color={queue === 'overdue' && urgent ? 'red.9' : urgent ? 'warning.8' : 'gray'}
                        size="lg"
                      >
                        {entry.count.toLocaleString('en-PH')}
                      </Badge>
                    ) : (
                      <Skeleton height={22} width={32} radius="xl" />
                    )}
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
    </nav>
  );
}
