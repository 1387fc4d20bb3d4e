import { Alert, NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useApi } from '../api/api-context';
import { IssueDefaults } from '../permits/IssueDefaults';
import { FormDialog } from '../ui/form/FormDialog';
import { statusLabel } from '../workqueues/workqueue-vocabulary';
import { useAnnounce } from './ActionOutcome';
import { forgetActionDraft, keepActionDraft, readActionDraft } from './action-draft';
import { ACTION_FORMS, type ActionField, actionBody } from './action-forms';
import type { ActionName } from './application.queries';
import { applicationQuery, useApplicationAction } from './application.queries';
import { ColleagueSelect } from './ColleagueSelect';

interface ActionDialogProps {
  readonly applicationId: string;
  readonly etag: string;
  readonly action: ActionName;
  readonly onClose: () => void;
  /** Reads the application again (after a 412: someone else changed it). */
  readonly onReload: () => void;
  /**
   * Body members the page already knows (the obligation a row's Reject is for): sent as they are, not drawn,
   * and kept with the draft, so a form reopened after the session ended asks nothing again.
   */
  readonly fixed?: Readonly<Record<string, string>>;
  /** What the action is taken on, said before the explanation (the obligation's title). */
  readonly subject?: ReactNode;
}

function Field({ field, inputProps, applicationId }: { field: ActionField; inputProps: Record<string, unknown>; applicationId: string }) {
  const common = { label: field.label, required: field.required, ...inputProps };
  switch (field.kind) {
    case 'colleague':
      return (
        <ColleagueSelect
          applicationId={applicationId}
          role={field.role}
          label={field.label}
          description={field.description}
          inputProps={inputProps}
        />
      );
    case 'choice':
      return (
        <NativeSelect
          {...common}
          data={[{ value: '', label: 'Choose…' }, ...Object.entries(field.options).map(([value, label]) => ({ value, label }))]}
        />
      );
    case 'date':
      return <TextInput {...common} type="date" description={field.description ?? 'Philippine calendar date.'} />;
    case 'id':
      return <TextInput {...common} description={field.description} spellCheck={false} />;
    default:
      return <Textarea {...common} description={field.description} autosize minRows={field.kind === 'lines' ? 3 : 2} maxRows={8} />;
  }
}

/**
 * The form of one action, sent with If-Match: the version this page read. A 412 says someone else
 * changed the application and offers to reload it; any other refusal shows as its title and detail.
 */
export function ActionDialog({ applicationId, etag, action, onClose: close, onReload, fixed = {}, subject }: ActionDialogProps) {
  const form = ACTION_FORMS[action];
  const take = useApplicationAction(applicationId, etag);
  const announce = useAnnounce();
  // What was typed before the session ended, when this form was being sent then.
  const [kept] = useState(() => {
    const draft = readActionDraft(applicationId);
    return draft?.action === action ? draft.values : undefined;
  });
  const onClose = () => {
    forgetActionDraft(applicationId);
    close();
  };
  // The values held, for a form that opens on them (read from the page's copy of the application, not fetched again).
  const queryClient = useQueryClient();
  const api = useApi();
  const [held] = useState(() => {
    const application = queryClient.getQueryData(applicationQuery(api, applicationId).queryKey)?.application;
    return application === undefined ? {} : (form.initialValues?.(application) ?? {});
  });
  const values = useForm<Record<string, string>>({
    initialValues: Object.fromEntries(
      form.fields.map((field) => [field.name, fixed[field.name] ?? kept?.[field.name] ?? held[field.name] ?? '']),
    ),
    validate: Object.fromEntries(
      form.fields
        .filter((field) => field.required)
        .map((field) => [field.name, (value: string) => (value.trim() ? null : `Enter ${field.label.toLowerCase()}`)]),
    ),
  });
  const drawn = form.fields.filter((field) => !Object.hasOwn(fixed, field.name));
  return (
    <FormDialog
      title={form.label}
      onClose={onClose}
      form={values}
      onSubmit={(entered) => {
        keepActionDraft(applicationId, { action, values: entered });
        take.mutate(actionBody(action, entered, held), {
          onSuccess: ({ application }) => {
            announce(`${form.label}: done. The application is ${statusLabel(application.status).toLowerCase()}.`);
            onClose();
          },
        });
      }}
      error={take.error}
      onStaleReload={() => {
        onReload();
        onClose();
      }}
      fieldLabels={Object.fromEntries(form.fields.map((field) => [field.name, field.label]))}
      submitLabel={form.label}
      submitColor={form.weighty ? 'red.9' : undefined}
      pending={take.isPending}
      intro={
        <>
          <Text size="sm">
            {subject && (
              <>
                <strong>{subject}</strong>:{' '}
              </>
            )}
            {form.explanation}
          </Text>
          {/* Before the irreversible step: what the settings will put on the permit, and its certificate as a specimen. */}
          {action === 'issue' && <IssueDefaults applicationId={applicationId} />}
          {kept && (
            <Alert color="blue" variant="light" title="Your form is back as you left it">
              Your session ended while it was being sent; nothing was changed. Check it and send it again.
            </Alert>
          )}
        </>
      }
    >
      {drawn.map((field, index) => (
        <Field
          key={field.name}
          field={field}
          applicationId={applicationId}
          inputProps={{ ...values.getInputProps(field.name), 'data-autofocus': index === 0 ? true : undefined }}
        />
      ))}
    </FormDialog>
  );
}
