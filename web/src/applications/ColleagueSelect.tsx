import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { toProblem } from '../api/problem';
import { roleLabel } from '../auth/roles';
import type { Role } from '../auth/session.contract';
import { displayText } from '../format/text';
import { applicationQuery } from './application.queries';
import { directoryQuery } from './directory.queries';

interface ColleagueSelectProps {
  readonly applicationId: string;
  readonly role?: Role | undefined;
  readonly label: string;
  readonly description?: string;
  readonly inputProps: Record<string, unknown>;
}

/**
 * A colleague by name, from the staff directory: those the application may be assigned to now
 * (`assignableTo`: enabled, logged in once, working on its agency, holding a role that takes its
 * next actions), holding `role` when one is given. The service decides the list with the policy that
 * checks the choice again. While the list loads the field waits; a refusal (a role without the
 * directory) shows as the field's error.
 */
export function ColleagueSelect({ applicationId, role, label, description, inputProps }: ColleagueSelectProps) {
  const api = useApi();
  const agency = useQuery(applicationQuery(api, applicationId)).data?.application.sourceAgencyCode;
  const colleagues = useQuery({
    ...directoryQuery(api, { ...(role ? { role } : {}), assignableTo: applicationId }),
    enabled: agency !== undefined,
  });
  const entries = colleagues.data ?? [];
  const placeholder = colleagues.isPending ? 'Loading…' : entries.length === 0 ? `Nobody may work on ${agency}` : 'Choose…';
  const failure = colleagues.error ? toProblem(colleagues.error) : undefined;
  return (
    <NativeSelect
      label={label}
      required
      description={description}
      {...inputProps}
      disabled={colleagues.isPending || entries.length === 0}
      error={failure ? `${failure.title}${failure.detail ? `: ${failure.detail}` : ''}` : (inputProps.error as string | undefined)}
      data={[
        { value: '', label: placeholder },
        ...entries.map((entry) => ({ value: entry.id, label: `${displayText(entry.name)} (${entry.roles.map(roleLabel).join(', ')})` })),
      ]}
    />
  );
}
