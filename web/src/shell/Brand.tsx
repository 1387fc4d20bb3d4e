import { Group, Text } from '@mantine/core';

/** The product's mark: a leaf in a seal, and its name. */
export function Brand() {
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="var(--mantine-color-forest-7)" />
        <path d="M10 21c0-7 5-11 12-12-1 7-5 12-12 12z" fill="white" />
        <path d="M10 21l7-7" stroke="var(--mantine-color-forest-7)" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <div style={{ lineHeight: 1.15 }}>
        <Text fw={700} size="md" c="forest.9">
          biopermit
        </Text>
        <Text size="xs" c="dimmed">
          Back-office
        </Text>
      </div>
    </Group>
  );
}
