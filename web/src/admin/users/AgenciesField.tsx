import { MultiSelect, Radio, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { agenciesQuery } from '../agencies/agencies.queries';

/**
 * Which source agencies a user works on: all (null), or a list chosen from the registered agencies.
 * `value` is null for all.
 */
export function AgenciesField({
  value,
  onChange,
  error,
}: {
  value: string[] | null;
  onChange: (codes: string[] | null) => void;
  error?: React.ReactNode;
}) {
  const agencies = useQuery(agenciesQuery(useApi()));
  const options = (agencies.data ?? []).map((agency) => ({ value: agency.code, label: `${agency.code} · ${agency.name}` }));
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Agencies"
        value={value === null ? 'all' : 'some'}
        onChange={(choice) => onChange(choice === 'all' ? null : (value ?? []))}
      >
        <Stack gap={6} mt="xs">
          <Radio value="all" label="Every agency" />
          <Radio value="some" label="Only these agencies" />
        </Stack>
      </Radio.Group>
      {value !== null && (
        <MultiSelect
          label="Agencies of this user"
          data={options}
          value={value}
          onChange={onChange}
          searchable
          error={error}
          nothingFoundMessage={agencies.isLoading ? 'Loading…' : 'No such agency'}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
