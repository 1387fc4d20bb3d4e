import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { PanelSection } from '../permits/PanelSection';
import { ErrorView } from '../ui/problem/ErrorView';
import { BalanceTable } from './BalanceTable';
import { MovementsTable } from './MovementsTable';
import { permitMovementsQuery } from './movements.queries';

/** The permit's material (issue 28 §2): the running balance per authorised line and the movements registered. */
export function MaterialSection({ applicationId, permitNo }: { applicationId: string; permitNo: string }) {
  const read = useQuery(permitMovementsQuery(useApi(), applicationId, permitNo));
  return (
    <PanelSection title="Balance and movements">
      {read.error ? (
        <ErrorView error={read.error} onRetry={() => void read.refetch()} />
      ) : !read.data ? (
        <Text size="sm">Reading the balance…</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Measured against the terms the permit was issued with: collected counts the collection reports not rejected, transferred the
            movements the agency registered.
          </Text>
          <BalanceTable balance={read.data.balance} />
          <Title order={3} size="h5">
            Movements of the material
          </Title>
          <MovementsTable movements={read.data.items} />
        </Stack>
      )}
    </PanelSection>
  );
}
