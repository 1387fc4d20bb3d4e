import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Role } from '../../auth/roles';
import { FormDialog } from '../../ui/form/FormDialog';
import { AgenciesField } from './AgenciesField';
import { RolesField } from './RolesField';
import { SetupLinkShown } from './SetupLinkShown';
import { useCreateUser } from './users.queries';

interface NewUser {
  email: string;
  name: string;
  roles: Role[];
  agencyCodes: string[] | null;
}

/** A new staff user: email, name, roles, agencies; then the set-up link, shown once. */
export function CreateUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const form = useForm<NewUser>({
    initialValues: { email: '', name: '', roles: [], agencyCodes: null },
    validate: {
      email: (value) => (/^\S+@\S+$/u.test(value.trim()) ? null : 'Enter an email address, like name@agency.gov.ph'),
      name: (value) => (value.trim().length > 0 ? null : 'Enter the full name'),
      roles: (value) => (value.length > 0 ? null : 'Choose at least one role'),
      agencyCodes: (value) => (value === null || value.length > 0 ? null : 'Choose at least one agency, or every agency'),
    },
  });
  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title="New user"
      opened={opened}
      onClose={close}
      form={form}
      onSubmit={(values) =>
        create.mutate({ email: values.email.trim(), name: values.name.trim(), roles: values.roles, agencyCodes: values.agencyCodes })
      }
      error={create.error}
      submitLabel="Create user"
      pending={create.isPending}
      done={
        create.data && {
          title: 'User created',
          content: <SetupLinkShown setup={create.data.setup} email={create.data.user.email} />,
        }
      }
    >
      <TextInput label="Email" type="email" required data-autofocus {...form.getInputProps('email')} />
      <TextInput label="Full name" required {...form.getInputProps('name')} />
      <RolesField value={form.values.roles} onChange={(roles) => form.setFieldValue('roles', roles)} error={form.errors.roles} />
      <AgenciesField
        value={form.values.agencyCodes}
        onChange={(codes) => form.setFieldValue('agencyCodes', codes)}
        error={form.errors.agencyCodes}
      />
    </FormDialog>
  );
}
