import { Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

interface PageProps {
  readonly title: string;
  /** A sentence (a paragraph), or richer content such as a badge (then in a div: a <p> holds no block). */
  readonly description?: ReactNode;
  /** Buttons at the right of the title. */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** A screen's frame: its one h1 (also the window title) and its content. */
export function Page({ title, description, actions, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} · biopermit`;
  }, [title]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" mt={4} component={typeof description === 'string' ? 'p' : 'div'}>
              {description}
            </Text>
          )}
        </div>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
