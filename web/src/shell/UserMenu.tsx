import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { ChevronDownIcon, LogOutIcon } from '../ui/icons';

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

const ROLE_LABELS: Record<string, string> = {
  admin: 'Administrator',
  intake: 'Intake',
  evaluator: 'Evaluator',
  chief: 'Chief',
  approver: 'Approver',
  abs_publisher: 'ABS publisher',
  viewer: 'Viewer',
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}

/** Who is logged in, their roles, and log out: a menu button operable by keyboard (Enter, arrows, Esc). */
export function UserMenu({ user, onLogOut, loggingOut }: { user: ShellUser; onLogOut: () => void; loggingOut: boolean }) {
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account: ${user.name}`} px="xs" py={6} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="forest" radius="xl" size={34}>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <div style={{ padding: '0 12px 8px' }}>
          <Text size="sm" fw={600}>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
        </div>
        <Menu.Divider />
        <Menu.Item leftSection={<LogOutIcon size={16} />} onClick={onLogOut} disabled={loggingOut}>
          {loggingOut ? 'Logging out…' : 'Log out'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
