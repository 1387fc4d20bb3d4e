import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SearchIcon } from '../icons';

export interface FilterDefinition {
  readonly name: string;
  readonly label: string;
  readonly options: readonly { value: string; label: string }[];
}

interface TableToolbarProps {
  /** The search field's label ("Search applications"). */
  readonly searchLabel: string;
  readonly searchPlaceholder?: string;
  readonly query: string | undefined;
  readonly onQueryChange: (query: string | undefined) => void;
  readonly filters?: readonly FilterDefinition[];
  readonly values?: Readonly<Record<string, string | undefined>>;
  readonly onFilterChange?: (name: string, value: string | undefined) => void;
}

const SEARCH_DELAY_MS = 300;

/**
 * Search and filters above a table. What is typed reaches the URL after a short pause (one history
 * entry per search, not per keystroke); a filter applies at once.
 */
export function TableToolbar({
  searchLabel,
  searchPlaceholder,
  query,
  onQueryChange,
  filters = [],
  values = {},
  onFilterChange,
}: TableToolbarProps) {
  const [text, setText] = useState(query ?? '');
  // The URL is the source of truth: back/forward and links change the field too.
  useEffect(() => setText(query ?? ''), [query]);
  const commit = useDebouncedCallback((value: string) => onQueryChange(value.trim() || undefined), SEARCH_DELAY_MS);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        leftSection={<SearchIcon size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            commit.cancel();
            onQueryChange(text.trim() || undefined);
          }
        }}
        style={{ flex: '1 1 18rem', maxWidth: '28rem' }}
      />
      {filters.map((filter) => (
        // The browser's own select: keyboard and screen-reader behaviour people know, and a native picker on tablets.
        <NativeSelect
          key={filter.name}
          label={filter.label}
          data={[{ value: '', label: 'Any' }, ...filter.options]}
          value={values[filter.name] ?? ''}
          onChange={(event) => onFilterChange?.(filter.name, event.currentTarget.value || undefined)}
          style={{ flex: '0 1 12rem' }}
        />
      ))}
    </Group>
  );
}
