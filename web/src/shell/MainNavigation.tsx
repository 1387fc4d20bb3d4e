import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { SessionView } from '../auth/session.contract';
import { navigationFor } from './navigation';

/** The main navigation: links (Tab to reach, Enter to follow), the current one marked for screen readers too. */
export function MainNavigation({ session, onNavigate }: { session: SessionView; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={4} p="sm">
      {navigationFor(session).map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={20} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            fw={active ? 600 : 500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
