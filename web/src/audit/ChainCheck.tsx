import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { formatDateTime } from '../format/datetime';
import { AlertTriangleIcon, CheckIcon } from '../ui/icons';
import { ErrorView } from '../ui/problem/ErrorView';
import { type AuditVerification, auditVerificationQuery } from './audit.queries';

function Outcome({ result }: { result: AuditVerification }) {
  const checked = `Checked ${formatDateTime(result.checkedAt)}.`;
  if (result.ok)
    return (
      <Alert color="forest" variant="light" icon={<CheckIcon size={20} />} title="The chain is intact">
        {`All ${result.rows.toLocaleString('en-PH')} rows follow from those before them. ${checked}`}
      </Alert>
    );
  const broken = result.broken;
  return (
    <Alert color="red" variant="light" icon={<AlertTriangleIcon size={20} />} title="The chain is broken">
      <Text size="sm">
        {broken
          ? `Row ${broken.sequence}${broken.id ? ` (${broken.id})` : ' (missing)'}: ${broken.problem}. `
          : 'A row does not follow from those before it. '}
        {`${result.rows.toLocaleString('en-PH')} rows before it are intact. ${checked}`}
      </Text>
      <Text size="sm" mt={4}>
        Export the trail and keep it; see docs/DATABASE.md, “Audit trail”, for what to do next.
      </Text>
    </Alert>
  );
}

/**
 * The chain check (`biopermit audit verify`): every row numbered without a gap, each hash over its
 * contents and the row before. It reads the whole trail, so it runs when asked, and says so.
 */
export function ChainCheck() {
  const check = useQuery(auditVerificationQuery(useApi()));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chain-check-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id="chain-check-title">
              Chain check
            </Title>
            <Text size="sm" c="dimmed">
              Recomputes every row's hash from its contents and the row before. Reads the whole trail: seconds on a large one.
            </Text>
          </div>
          <Button variant="default" onClick={() => void check.refetch()} loading={check.isFetching}>
            {check.data || check.error ? 'Check again' : 'Check the chain'}
          </Button>
        </Group>
        <div aria-live="polite">
          {check.error ? <ErrorView error={check.error} /> : check.data && !check.isFetching && <Outcome result={check.data} />}
        </div>
      </Stack>
    </Paper>
  );
}
