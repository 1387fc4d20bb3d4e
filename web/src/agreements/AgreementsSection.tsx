import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../api/api-context';
import { useSession } from '../auth/session.queries';
import { ToneBadge } from '../ui/badge/ToneBadge';
import { DateTime } from '../ui/datetime/DateTime';
import { ErrorView } from '../ui/problem/ErrorView';
import { Empty } from '../ui/states/Empty';
import { PageLoader } from '../ui/states/PageLoader';
import { AgreementStatusDialog } from './AgreementStatusDialog';
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES, STEP_LABELS } from './agreement-vocabulary';
import { type AgreementStatus, agreementsQuery, type StaffAgreement } from './agreements.queries';
import { CreateAgreementDialog } from './CreateAgreementDialog';
import { SignedFileDialog } from './SignedFileDialog';

type Open =
  | { readonly form: 'create' }
  | { readonly form: 'status'; readonly agreement: StaffAgreement; readonly to: AgreementStatus }
  | { readonly form: 'file'; readonly agreement: StaffAgreement };

function AgreementRow({ agreement, onOpen }: { agreement: StaffAgreement; onOpen: (open: Open) => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {agreement.title}
        </Text>
        <Text size="xs" c="dimmed">
          {KIND_LABELS[agreement.kind]} · drafted <DateTime value={agreement.createdAt} />
        </Text>
      </Table.Td>
      <Table.Td>
        <ToneBadge tone={STATUS_TONES[agreement.status]}>{STATUS_LABELS[agreement.status]}</ToneBadge>
        {agreement.statusReason && <Text size="xs">{agreement.statusReason}</Text>}
      </Table.Td>
      <Table.Td fz="sm">{agreement.fileName ?? 'No signed file yet'}</Table.Td>
      <Table.Td>
        <Group gap={6} justify="flex-end">
          {agreement.mayUploadSignedFile && (
            <Button size="compact-sm" variant="default" onClick={() => onOpen({ form: 'file', agreement })}>
              Upload signed file
            </Button>
          )}
          {agreement.allowedActions.map((to) => (
            <Button
              key={to}
              size="compact-sm"
              variant={STEP_LABELS[to].weighty ? 'outline' : 'default'}
              color={STEP_LABELS[to].weighty ? 'red.9' : undefined}
              onClick={() => onOpen({ form: 'status', agreement, to })}
            >
              {STEP_LABELS[to].label}
            </Button>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The agreements of an application (MOA, undertaking, benefit sharing): draft, send, sign, terminate. */
export function AgreementsSection({ applicationId }: { applicationId: string }) {
  const loaded = useQuery(agreementsQuery(useApi(), applicationId));
  const [open, setOpen] = useState<Open | undefined>();
  const close = () => setOpen(undefined);
  // Offered where the service lets this user draft (not an intake officer, approver or viewer).
  const mayDraft = useSession()?.permissions.draftAgreements ?? false;
  if (loaded.error) return <ErrorView error={loaded.error} onRetry={() => void loaded.refetch()} />;
  if (!loaded.data) return <PageLoader />;
  return (
    <Stack gap="sm">
      {loaded.data.length === 0 ? (
        <Empty title="No agreements" description="A memorandum of agreement drafted here is shown to the agency at once." />
      ) : (
        <Table verticalSpacing={6}>
          <caption className="visually-hidden">Agreements</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Agreement</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Signed file</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loaded.data.map((agreement) => (
              <AgreementRow key={agreement.id} agreement={agreement} onOpen={setOpen} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {mayDraft && (
        <Group>
          <Button size="xs" variant="default" onClick={() => setOpen({ form: 'create' })}>
            Draft an agreement
          </Button>
        </Group>
      )}
      {open?.form === 'create' && <CreateAgreementDialog applicationId={applicationId} onClose={close} />}
      {open?.form === 'status' && <AgreementStatusDialog agreement={open.agreement} to={open.to} onClose={close} />}
      {open?.form === 'file' && <SignedFileDialog agreement={open.agreement} onClose={close} />}
    </Stack>
  );
}
