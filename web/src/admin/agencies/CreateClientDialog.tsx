import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ALL_SCOPES, type ApiScope, scopeLabel } from '../../auth/roles';
import { FormDialog } from '../../ui/form/FormDialog';
import { SecretShownOnce } from '../../ui/secret/SecretShownOnce';
import { useCreateClient } from './agencies.queries';

/** A new API client of an agency: a label and its scopes; then its id and secret, the secret shown once. */
export function CreateClientDialog({ agencyCode, opened, onClose }: { agencyCode: string; opened: boolean; onClose: () => void }) {
  const create = useCreateClient(agencyCode);
  const form = useForm<{ name: string; scopes: ApiScope[] }>({
    initialValues: { name: '', scopes: [...ALL_SCOPES] },
    validate: { scopes: (value) => (value.length > 0 ? null : 'Choose at least one scope') },
  });
  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title={`New API client for ${agencyCode}`}
      formLabel="New API client"
      opened={opened}
      onClose={close}
      form={form}
      onSubmit={(values) => create.mutate({ ...(values.name.trim() ? { name: values.name.trim() } : {}), scopes: values.scopes })}
      error={create.error}
      submitLabel="Create client"
      pending={create.isPending}
      done={
        create.data && {
          title: 'API client created',
          content: (
            <SecretShownOnce
              title="The client secret"
              secrets={[
                { label: 'Client id', value: create.data.clientId },
                { label: 'Client secret', value: create.data.clientSecret },
              ]}
            >
              <Text size="sm">Put both into the agency's system. A lost secret means a new client (and revoking this one).</Text>
            </SecretShownOnce>
          ),
        }
      }
    >
      <TextInput label="Label" description="For example the agency system's name." data-autofocus {...form.getInputProps('name')} />
      <Checkbox.Group label="Scopes" withAsterisk {...form.getInputProps('scopes')}>
        <Stack gap={6} mt="xs">
          {ALL_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} label={`${scopeLabel(scope)} (${scope})`} />
          ))}
        </Stack>
      </Checkbox.Group>
    </FormDialog>
  );
}
