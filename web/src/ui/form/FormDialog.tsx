import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { FormProblem } from '../problem/FormProblem';
import { ProblemAlert } from '../problem/ProblemAlert';
import type { FieldLabels } from '../problem/problem-words';
import { useProblemOnForm } from './use-problem-on-form';

interface FormDialogProps<Values> {
  /** The dialog's title; the form's name too, unless `formLabel` gives another. */
  readonly title: string;
  readonly formLabel?: string;
  /** Open unless told otherwise (a dialog mounted only while shown leaves it out). */
  readonly opened?: boolean;
  readonly size?: ModalProps['size'];
  /** Cancel, Escape, the close button and Done. */
  readonly onClose: () => void;
  readonly form: UseFormReturnType<Values>;
  /** Called with the form's values once its own rules pass. */
  readonly onSubmit: (values: Values) => void;
  /** The call's error: its field messages land on the form's fields, the problem shows as title and detail above them. */
  readonly error: unknown;
  /** Lists the field messages in the alert too (forms whose field names differ from the service's pointers). */
  readonly withFieldErrors?: boolean;
  /**
   * For a change sent with If-Match: a 412 shows the stale-record alert with this reload, and any
   * other refusal is told in people's words, fields named by `fieldLabels`.
   */
  readonly onStaleReload?: () => void;
  readonly fieldLabels?: FieldLabels;
  readonly submitLabel: string;
  /** `red.9` for a weighty step (deny, terminate). */
  readonly submitColor?: string;
  readonly pending: boolean;
  /** What the form is about, shown above the problem and the fields. */
  readonly intro?: ReactNode;
  /** The fields (none for a confirmation). */
  readonly children?: ReactNode;
  /** What the call answered, shown in place of the form with a Done button (a secret shown once). */
  readonly done?: { readonly title: string; readonly content: ReactNode };
}

/**
 * The form dialog of the back-office: a modal with a form, its problem (title and detail, field
 * messages on their fields), its fields, Cancel and the submit button showing the call pending; and,
 * when the call answers something to keep (a secret), that answer with Done.
 */
export function FormDialog<Values>({
  title,
  formLabel = title,
  opened = true,
  size = 'lg',
  onClose,
  form,
  onSubmit,
  error,
  withFieldErrors = false,
  onStaleReload,
  fieldLabels,
  submitLabel,
  submitColor,
  pending,
  intro,
  children,
  done,
}: FormDialogProps<Values>) {
  const problem = useProblemOnForm(form, error);
  return (
    <Modal opened={opened} onClose={onClose} title={done ? done.title : title} size={size}>
      {done ? (
        <Stack gap="md">
          {done.content}
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate aria-label={formLabel} onSubmit={form.onSubmit((values) => onSubmit(values))}>
          <Stack gap="md">
            {intro}
            {onStaleReload ? (
              <FormProblem error={error} problem={problem} onReload={onStaleReload} labels={fieldLabels} />
            ) : (
              problem && <ProblemAlert problem={problem} withFieldErrors={withFieldErrors} />
            )}
            {children}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" color={submitColor} loading={pending}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
