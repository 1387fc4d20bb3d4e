import type { Column } from '../ui/data-table/DataTable';
import { SelectBox } from './SelectBox';
import type { Selection } from './selection';

/**
 * The first column of a list whose rows can be acted on together: a checkbox per row, named for the
 * row (a screen reader hears "Select GP-2026-000123"). Rows without a key (a permit not yet issued) have none.
 */
export function selectionColumn<Row>(selection: Selection, keyOf: (row: Row) => string | null, labelOf: (row: Row) => string): Column<Row> {
  return {
    id: 'select',
    header: 'Select',
    width: '4rem',
    cell: (row) => {
      const key = keyOf(row);
      if (key === null) return null;
      return <SelectBox label={`Select ${labelOf(row)}`} checked={selection.selected.has(key)} onChange={() => selection.toggle(key)} />;
    },
  };
}
