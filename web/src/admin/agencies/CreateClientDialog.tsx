import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ALL_SCOPES, type ApiScope, scopeLabel } from '../../auth/roles';
import { useProblemOnForm } from '../../ui/form/use-problem-on-form';
import { ProblemAlert } from '../../ui/problem/ProblemAlert';
import { SecretShownOnce } from '../../ui/secret/SecretShownOnce';
import { useCreateClient } from './agencies.queries';

/** A new API client of an agency: a label and its scopes; then its id and secret, the secret shown once. */
export function CreateClientDialog({ agencyCode, opened, onClose }: { agencyCode: string; opened: boolean; onClose: () => void }) {
  const create = useCreateClient(agencyCode);
  const form = useForm<{ name: string; scopes: ApiScope[] }>({
    initialValues: { name: '', scopes: [...ALL_SCOPES] },
    validate: { scopes: (value) => (value.length > 0 ? null : 'Choose at least one scope') },
  });
  const problem = useProblemOnForm(form, create.error);
  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={create.data ? 'API client created' : `New API client for ${agencyCode}`} size="lg">
      {create.data ? (
        <Stack gap="md">
          <SecretShownOnce
            title="The client secret"
            secrets={[
              { label: 'Client id', value: create.data.clientId },
              { label: 'Client secret', value: create.data.clientSecret },
            ]}
          >
            <Text size="sm">Put both into the agency's system. A lost secret means a new client (and revoking this one).</Text>
          </SecretShownOnce>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          aria-label="New API client"
          onSubmit={form.onSubmit((values) =>
            create.mutate({ ...(values.name.trim() ? { name: values.name.trim() } : {}), scopes: values.scopes }),
          )}
        >
          <Stack gap="md">
            {problem && <ProblemAlert problem={problem} />}
            <TextInput label="Label" description="For example the agency system's name." data-autofocus {...form.getInputProps('name')} />
            <Checkbox.Group label="Scopes" withAsterisk {...form.getInputProps('scopes')}>
              <Stack gap={6} mt="xs">
                {ALL_SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={`${scopeLabel(scope)} (${scope})`} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create client
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
