import { Checkbox, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { formatDate } from '../format/datetime';
import { FormDialog } from '../ui/form/FormDialog';
import { ErrorView } from '../ui/problem/ErrorView';
import { Empty } from '../ui/states/Empty';
import { PageLoader } from '../ui/states/PageLoader';
import { statusLabel } from '../workqueues/workqueue-vocabulary';
import { type DataSubjectRequest, dataSubjectQuery } from './privacy.queries';

interface ChooseApplicationsDialogProps {
  /** The access request whose person is named by a name alone (no email). */
  readonly request: DataSubjectRequest | null;
  readonly onClose: () => void;
  readonly onExport: (applicationIds: readonly string[]) => void;
  readonly error: unknown;
  readonly pending: boolean;
}

/**
 * A name is shared by others (issue 31): the applications it finds are candidates, and the DPO ticks
 * those that are the person's (checked against what the request's note says of them) before the export.
 */
export function ChooseApplicationsDialog({ request, onClose, onExport, error, pending }: ChooseApplicationsDialogProps) {
  const api = useApi();
  const person = { name: request?.name ?? undefined };
  const candidates = useQuery({ ...dataSubjectQuery(api, person), enabled: request !== null });
  const form = useForm<{ applicationIds: string[] }>({
    initialValues: { applicationIds: [] },
    validate: { applicationIds: (ids) => (ids.length > 0 ? null : "Tick the person's applications") },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const found = candidates.data?.applications ?? [];
  return (
    <FormDialog
      title="Choose the person's applications"
      opened={request !== null}
      onClose={close}
      form={form}
      onSubmit={(values) => onExport(values.applicationIds)}
      error={error}
      withFieldErrors
      submitLabel="Export the chosen (ZIP)"
      pending={pending}
      intro={
        <Text size="sm">
          {`Others may share the name “${request?.name ?? ''}”. Tick only the applications that are this person's, as the identity check in the request's note shows; only those are exported.`}
        </Text>
      }
    >
      {candidates.error ? (
        <ErrorView error={candidates.error} onRetry={() => void candidates.refetch()} />
      ) : !candidates.data ? (
        <PageLoader />
      ) : found.length === 0 ? (
        <Empty title="Nobody found" description="No application names this person: close the request with that answer." />
      ) : (
        <Checkbox.Group label={`${found.length} application(s) found by the name`} {...form.getInputProps('applicationIds')}>
          <Stack gap="xs" mt="xs">
            {found.map((a) => (
              <Checkbox
                key={a.id}
                value={a.id}
                label={`${a.registrationNo}: ${a.permitteeName}, ${a.permitteeEmail}`}
                description={`${a.agencyCode} · ${statusLabel(a.status)} · submitted ${formatDate(a.submittedAt)}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </FormDialog>
  );
}
