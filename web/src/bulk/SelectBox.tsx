/**
 * The checkbox that selects a row for a batch: the browser's own, tinted like the theme. Mantine's
 * Checkbox would put its code on the workqueues' first screen, past its size budget
 * (bench/README.md, "The back-office's first screen"), for a box most users never tick.
 */
export function SelectBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      style={{ width: 18, height: 18, margin: 0, accentColor: 'var(--mantine-color-forest-7)', cursor: 'pointer' }}
    />
  );
}
