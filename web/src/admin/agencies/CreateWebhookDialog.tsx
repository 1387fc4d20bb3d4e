import { MultiSelect, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDialog } from '../../ui/form/FormDialog';
import { SecretShownOnce } from '../../ui/secret/SecretShownOnce';
import { eventLabel } from './event-labels';
import { useCreateWebhookEndpoint, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks.queries';

interface Values {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
}

/** A new webhook endpoint of an agency: its URL, a label, the event types (all when none); then its secret, shown once. */
export function CreateWebhookDialog({ agencyCode, opened, onClose }: { agencyCode: string; opened: boolean; onClose: () => void }) {
  const create = useCreateWebhookEndpoint(agencyCode);
  const form = useForm<Values>({
    initialValues: { url: '', description: '', eventTypes: [] },
    validate: { url: (value) => (URL.canParse(value.trim()) ? null : 'Enter an absolute URL, https://…') },
  });
  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title={`New webhook endpoint for ${agencyCode}`}
      formLabel="New webhook endpoint"
      opened={opened}
      onClose={close}
      form={form}
      onSubmit={(values) =>
        create.mutate({
          url: values.url.trim(),
          ...(values.description.trim() ? { description: values.description.trim() } : {}),
          ...(values.eventTypes.length > 0 ? { eventTypes: values.eventTypes } : {}),
        })
      }
      error={create.error}
      submitLabel="Register endpoint"
      pending={create.isPending}
      done={
        create.data && {
          title: 'Webhook endpoint registered',
          content: (
            <SecretShownOnce
              kept="The service keeps it only to sign deliveries."
              title="The signing secret"
              secrets={[{ label: 'Signing secret', value: create.data.secret }]}
            >
              <Text size="sm">
                Give it to the agency: its system verifies each delivery's <code>webhook-signature</code> with it (Standard Webhooks).
              </Text>
            </SecretShownOnce>
          ),
        }
      }
    >
      <TextInput
        label="URL"
        withAsterisk
        description="https: on a public address; redirects are not followed."
        placeholder="https://permits.agency.gov.ph/biopermit/webhooks"
        data-autofocus
        {...form.getInputProps('url')}
      />
      <TextInput label="Label" description="For example the receiving system's name." {...form.getInputProps('description')} />
      <MultiSelect
        label="Event types"
        description="Every type when none is chosen."
        data={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: eventLabel(type) }))}
        clearable
        searchable
        {...form.getInputProps('eventTypes')}
      />
    </FormDialog>
  );
}
