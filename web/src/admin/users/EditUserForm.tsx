import { Alert, Button, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Role } from '../../auth/roles';
import { useProblemOnForm } from '../../ui/form/use-problem-on-form';
import { ProblemAlert } from '../../ui/problem/ProblemAlert';
import { AgenciesField } from './AgenciesField';
import { RolesField } from './RolesField';
import { type StaffUserDetail, type StaffUserUpdate, useUpdateUser } from './users.queries';

interface Editable {
  name: string;
  roles: Role[];
  agencyCodes: string[] | null;
  disabled: boolean;
}

function sameList(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/** Only what changed, as the service wants it (it refuses an empty change). */
export function changesOf(before: Editable, after: Editable): StaffUserUpdate {
  const change: StaffUserUpdate = {};
  if (after.name.trim() !== before.name) change.name = after.name.trim();
  if (!sameList(before.roles, after.roles)) change.roles = after.roles;
  if (!sameList(before.agencyCodes, after.agencyCodes)) change.agencyCodes = after.agencyCodes;
  if (after.disabled !== before.disabled) change.disabled = after.disabled;
  return change;
}

/** Name, roles, agencies, disabled: the changes apply from the user's next request. */
export function EditUserForm({ user }: { user: StaffUserDetail }) {
  const update = useUpdateUser(user.id);
  const initial: Editable = { name: user.name, roles: user.roles, agencyCodes: user.agencyCodes, disabled: user.disabled };
  const form = useForm<Editable>({
    initialValues: initial,
    validate: {
      name: (value) => (value.trim().length > 0 ? null : 'Enter the full name'),
      roles: (value) => (value.length > 0 ? null : 'Choose at least one role'),
      agencyCodes: (value) => (value === null || value.length > 0 ? null : 'Choose at least one agency, or every agency'),
    },
  });
  const problem = useProblemOnForm(form, update.error);
  const change = changesOf(initial, form.values);
  const unchanged = Object.keys(change).length === 0;
  return (
    <form
      noValidate
      aria-label="Edit user"
      onSubmit={form.onSubmit((values) =>
        update.mutate(changesOf(initial, values), { onSuccess: (saved) => form.setInitialValues({ ...saved }) }),
      )}
    >
      <Stack gap="md">
        {problem && <ProblemAlert problem={problem} />}
        {update.isSuccess && unchanged && (
          <Alert color="forest" variant="light" role="status" title="Saved">
            The changes apply from the user's next request.
          </Alert>
        )}
        <TextInput label="Full name" required maw={420} {...form.getInputProps('name')} />
        <RolesField value={form.values.roles} onChange={(roles) => form.setFieldValue('roles', roles)} error={form.errors.roles} />
        <AgenciesField
          value={form.values.agencyCodes}
          onChange={(codes) => form.setFieldValue('agencyCodes', codes)}
          error={form.errors.agencyCodes}
        />
        <Switch
          label="Disabled"
          description="A disabled user cannot log in, and every session of theirs ends at once."
          {...form.getInputProps('disabled', { type: 'checkbox' })}
        />
        <div>
          <Button type="submit" loading={update.isPending} disabled={unchanged}>
            Save changes
          </Button>
        </div>
      </Stack>
    </form>
  );
}
