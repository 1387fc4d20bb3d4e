import { Alert, Button, Group, Text } from '@mantine/core';
import type { ProblemDetails } from '../../api/problem';
import { AlertTriangleIcon, RefreshIcon } from '../icons';

/**
 * A 412: someone else acted on this record since it was shown here, so the action was not taken.
 * Offers to reload the record; nothing is lost by reading the latest version first.
 */
export function StaleRecordAlert({ problem, onReload }: { problem: ProblemDetails; onReload: () => void }) {
  return (
    <Alert role="alert" color="warning" variant="light" title="Someone else changed this record" icon={<AlertTriangleIcon />}>
      <Text size="sm">Your change was not saved. Reload to see the latest version, then decide again.</Text>
      {problem.detail && (
        <Text size="sm" mt={4} c="dimmed">
          {problem.detail}
        </Text>
      )}
      <Group mt="sm">
        <Button size="xs" color="warning.7" leftSection={<RefreshIcon size={16} />} onClick={onReload}>
          Reload
        </Button>
      </Group>
    </Alert>
  );
}
