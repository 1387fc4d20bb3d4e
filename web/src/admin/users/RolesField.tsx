import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { ALL_ROLES, type Role, roleLabel, roleMeaning } from '../../auth/roles';

/** The roles of a user, as checkboxes with what each allows (a group with one label and one error). */
export function RolesField({ value, onChange, error }: { value: Role[]; onChange: (roles: Role[]) => void; error?: React.ReactNode }) {
  return (
    <Checkbox.Group label="Roles" withAsterisk value={value} onChange={(roles) => onChange(roles as Role[])} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {ALL_ROLES.map((role) => (
          <Checkbox
            key={role}
            value={role}
            label={roleLabel(role)}
            description={
              <Text span size="xs">
                {roleMeaning(role)}
              </Text>
            }
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
