import type { ModalProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { FormDialog } from './FormDialog';

interface ConfirmDialogProps {
  readonly title: string;
  readonly opened: boolean;
  readonly size?: ModalProps['size'];
  readonly onClose: () => void;
  readonly onConfirm: () => void;
  readonly confirmLabel: string;
  /** `red` or `red.9` for what cannot be undone. */
  readonly confirmColor?: string;
  readonly pending: boolean;
  /** The call's error, shown as its title and detail. */
  readonly error: unknown;
  /** What will happen, in a sentence or two. */
  readonly children: ReactNode;
  /** What the call answered, shown in place of the question with Done (a new secret). */
  readonly done?: { readonly title: string; readonly content: ReactNode };
}

/** A question before a step that cannot be undone: the form dialog with no field but its confirm button. */
export function ConfirmDialog({ confirmLabel, confirmColor, onConfirm, children, ...dialog }: ConfirmDialogProps) {
  const form = useForm({ initialValues: {} });
  return (
    <FormDialog
      size="md"
      {...dialog}
      form={form}
      onSubmit={onConfirm}
      withFieldErrors
      submitLabel={confirmLabel}
      submitColor={confirmColor}
      intro={children}
    />
  );
}
