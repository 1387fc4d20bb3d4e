import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useProblemOnForm } from '../ui/form/use-problem-on-form';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { STATUS_LABELS, STEP_LABELS } from './agreement-vocabulary';
import { type AgreementStatus, type StaffAgreement, useChangeAgreementStatus } from './agreements.queries';

interface AgreementStatusDialogProps {
  readonly agreement: StaffAgreement;
  readonly to: AgreementStatus;
  readonly onClose: () => void;
}

/** Moves an agreement one step; terminating needs the reason (the agency's notice gives it). */
export function AgreementStatusDialog({ agreement, to, onClose }: AgreementStatusDialogProps) {
  const change = useChangeAgreementStatus(agreement.applicationId, agreement.id);
  const step = STEP_LABELS[to];
  const label = step.label;
  const needsReason = to === 'terminated';
  const values = useForm({
    initialValues: { reason: '' },
    validate: { reason: (reason) => (needsReason && !reason.trim() ? 'Enter the reason' : null) },
  });
  const problem = useProblemOnForm(values, change.error);
  return (
    <Modal opened onClose={onClose} title={label} size="lg">
      <form
        noValidate
        aria-label={label}
        onSubmit={values.onSubmit(({ reason }) => change.mutate({ to, reason: reason.trim() || null }, { onSuccess: onClose }))}
      >
        <Stack gap="md">
          <Text size="sm">
            <strong>{agreement.title}</strong>: {STATUS_LABELS[agreement.status]} → {STATUS_LABELS[to]}.
          </Text>
          {problem && <ProblemAlert problem={problem} withFieldErrors />}
          <Textarea
            label="Reason"
            description={needsReason ? 'Told to the agency in the notice.' : 'Kept with the status (optional).'}
            required={needsReason}
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus
            {...values.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={step.weighty ? 'red.9' : undefined} loading={change.isPending}>
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
