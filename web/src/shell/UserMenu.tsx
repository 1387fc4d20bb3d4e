import { Avatar, Button, Divider, Group, Popover, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { roleLabel } from '../auth/roles';
import { ChevronDownIcon, LogOutIcon, SettingsIcon } from '../ui/icons';

export interface ShellUser {
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
}

/** "María Dela Cruz" → "MD". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('en');
}

/**
 * Who is logged in, their roles, and log out. A popover dialog rather than a menu: it holds text as
 * well as the one action, which an ARIA menu may not. Enter opens it, focus moves in, Esc closes it;
 * it is named by the button that opens it.
 */
export function UserMenu({ user, onLogOut, loggingOut }: { user: ShellUser; onLogOut: () => void; loggingOut: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover position="bottom-end" width={280} shadow="md" withinPortal trapFocus returnFocus opened={opened} onChange={setOpened}>
      <Popover.Target>
        <UnstyledButton onClick={() => setOpened((open) => !open)} px="xs" py={6} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          {/* The name read out is what is shown, prefixed (WCAG 2.5.3: label in name). */}
          <VisuallyHidden>Account: </VisuallyHidden>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="forest" radius="xl" size={34} aria-hidden="true">
              {initials(user.name)}
            </Avatar>
            <div style={{ lineHeight: 1.2 }} className="shell-user-text">
              <Text size="sm" fw={600} truncate maw={180}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate maw={180}>
                {user.roles.map(roleLabel).join(', ')}
              </Text>
            </div>
            <ChevronDownIcon size={16} />
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <div>
            <Text size="xs" c="dimmed">
              Signed in as
            </Text>
            <Text size="sm" fw={600}>
              {user.name}
            </Text>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {user.roles.map(roleLabel).join(', ')}
            </Text>
          </div>
          <Divider />
          <Button
            component={Link}
            to="/account"
            onClick={() => setOpened(false)}
            variant="subtle"
            leftSection={<SettingsIcon size={16} />}
            fullWidth
            justify="flex-start"
          >
            Your account
          </Button>
          <Button variant="default" leftSection={<LogOutIcon size={16} />} onClick={onLogOut} loading={loggingOut} fullWidth>
            Log out
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
