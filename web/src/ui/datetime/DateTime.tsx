import { formatDate, formatDateTime } from '../../format/datetime';

/** An instant in Philippine time, machine-readable too (`<time datetime>`). */
export function DateTime({ value, dateOnly = false }: { value: string; dateOnly?: boolean }) {
  return (
    <time dateTime={value} title="Philippine time (Asia/Manila)">
      {dateOnly ? formatDate(value) : formatDateTime(value)}
    </time>
  );
}
