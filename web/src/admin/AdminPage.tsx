import { Group, NavLink } from '@mantine/core';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import type { SessionView } from '../auth/session.contract';
import { useSession } from '../auth/session.queries';

/** The sections and who sees them, by the session's permissions (src/policy decides them; each request is still checked). */
const SECTIONS = [
  { label: 'Users', to: '/admin/users', shownTo: (session: SessionView) => session.permissions.manageUsers },
  { label: 'Agencies and API clients', to: '/admin/agencies', shownTo: (session: SessionView) => session.permissions.manageAgencies },
  { label: 'Settings', to: '/admin/settings', shownTo: (session: SessionView) => session.permissions.manageSettings },
  { label: 'Holidays', to: '/admin/holidays', shownTo: (session: SessionView) => session.permissions.manageSettings },
  { label: 'Audit trail', to: '/admin/audit', shownTo: (session: SessionView) => session.permissions.readAuditTrail },
  { label: 'Emails', to: '/admin/messages', shownTo: (session: SessionView) => session.permissions.readAllMessages },
] as const;

/** Administration: a secondary navigation over its sections (those this user may manage), then the section. */
export function AdminPage() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session === null) return null;
  return (
    <>
      <Group component="nav" aria-label="Administration" gap={4} mb="md" wrap="wrap">
        {SECTIONS.filter((section) => section.shownTo(session)).map((section) => {
          const active = pathname === section.to || pathname.startsWith(`${section.to}/`);
          return (
            <NavLink
              key={section.to}
              component={Link}
              to={section.to}
              label={section.label}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
              w="auto"
              fw={active ? 600 : 500}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
        })}
      </Group>
      <Outlet />
    </>
  );
}
