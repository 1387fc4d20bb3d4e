import { Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useProblemOnForm } from '../../ui/form/use-problem-on-form';
import { ProblemAlert } from '../../ui/problem/ProblemAlert';
import { SecretShownOnce } from '../../ui/secret/SecretShownOnce';
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
  const problem = useProblemOnForm(form, create.error);
  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={create.data ? 'Webhook endpoint registered' : `New webhook endpoint for ${agencyCode}`}
      size="lg"
    >
      {create.data ? (
        <Stack gap="md">
          <SecretShownOnce
            kept="The service keeps it only to sign deliveries."
            title="The signing secret"
            secrets={[{ label: 'Signing secret', value: create.data.secret }]}
          >
            <Text size="sm">
              Give it to the agency: its system verifies each delivery's <code>webhook-signature</code> with it (Standard Webhooks).
            </Text>
          </SecretShownOnce>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          aria-label="New webhook endpoint"
          onSubmit={form.onSubmit((values) =>
            create.mutate({
              url: values.url.trim(),
              ...(values.description.trim() ? { description: values.description.trim() } : {}),
              ...(values.eventTypes.length > 0 ? { eventTypes: values.eventTypes } : {}),
            }),
          )}
        >
          <Stack gap="md">
            {problem && <ProblemAlert problem={problem} />}
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
              data={[...WEBHOOK_EVENT_TYPES]}
              clearable
              searchable
              {...form.getInputProps('eventTypes')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Register endpoint
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
