import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { displayText } from '../format/text';
import type { AuditSearch } from './audit-search';

type Filters = Pick<AuditSearch, 'actor' | 'action' | 'application' | 'from' | 'to'>;

interface AuditFiltersProps {
  readonly value: Filters;
  /** Staff users to filter by; an actor of the URL that is not one of them (an API client, the system) stays offered by id. */
  readonly actors: readonly { id: string; name: string }[];
  readonly onApply: (filters: Filters) => void;
}

const EMPTY: Required<{ [Key in keyof Filters]: string }> = { actor: '', action: '', application: '', from: '', to: '' };

/**
 * The trail's filters, applied together (one URL change, one request). The form starts from the URL:
 * the page gives it a key of the URL's filters, so back and forward show what is applied.
 */
export function AuditFilters({ value, actors, onApply }: AuditFiltersProps) {
  // A filter the URL lacks is undefined in `value`: each field starts from '' then, never undefined.
  const [draft, setDraft] = useState({
    actor: value.actor ?? '',
    action: value.action ?? '',
    application: value.application ?? '',
    from: value.from ?? '',
    to: value.to ?? '',
  });
  const set = (name: keyof Filters) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [name]: event.currentTarget.value });
  const actorOptions = actors.map((actor) => ({ value: actor.id, label: displayText(actor.name) }));
  if (value.actor && !actors.some((actor) => actor.id === value.actor)) actorOptions.unshift({ value: value.actor, label: value.actor });
  const toApply = (filters: typeof draft): Filters =>
    Object.fromEntries(Object.entries(filters).map(([name, text]) => [name, text.trim() || undefined])) as Filters;
  return (
    <form
      aria-label="Audit filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(toApply(draft));
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Who"
          value={draft.actor}
          onChange={set('actor')}
          data={[{ value: '', label: 'Anyone' }, ...actorOptions]}
          style={{ flex: '1 1 12rem' }}
        />
        <TextInput
          label="Action"
          placeholder="setting.changed"
          value={draft.action}
          onChange={set('action')}
          spellCheck={false}
          style={{ flex: '1 1 11rem' }}
        />
        <TextInput
          label="Application"
          placeholder="Registration no."
          value={draft.application}
          onChange={set('application')}
          spellCheck={false}
          style={{ flex: '1 1 11rem' }}
        />
        <TextInput label="From" type="date" value={draft.from} onChange={set('from')} style={{ flex: '0 1 10rem' }} />
        <TextInput label="To" type="date" value={draft.to} onChange={set('to')} style={{ flex: '0 1 10rem' }} />
        <Group gap="xs">
          <Button type="submit">Apply</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY);
              onApply({});
            }}
          >
            Clear
          </Button>
        </Group>
      </Group>
    </form>
  );
}
