import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDialog } from '../ui/form/FormDialog';
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
  const needsReason = to === 'terminated';
  const values = useForm({
    initialValues: { reason: '' },
    validate: { reason: (reason) => (needsReason && !reason.trim() ? 'Enter the reason' : null) },
  });
  return (
    <FormDialog
      title={step.label}
      onClose={onClose}
      form={values}
      onSubmit={({ reason }) => change.mutate({ to, reason: reason.trim() || null }, { onSuccess: onClose })}
      error={change.error}
      withFieldErrors
      submitLabel={step.label}
      submitColor={step.weighty ? 'red.9' : undefined}
      pending={change.isPending}
      intro={
        <Text size="sm">
          <strong>{agreement.title}</strong>: {STATUS_LABELS[agreement.status]} → {STATUS_LABELS[to]}.
        </Text>
      }
    >
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
    </FormDialog>
  );
}
