import { Group, NavLink } from '@mantine/core';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import type { SessionView } from '../auth/session.contract';
import { useSession } from '../auth/session.queries';

/** The DPO's sections and who sees them, by the session's permissions (src/policy/privacy.policy.ts decides them). */
export const PRIVACY_SECTIONS = [
  { label: 'Data subjects', to: '/privacy/subjects', shownTo: (session: SessionView) => session.permissions.handleDataSubjects },
  { label: 'Requests', to: '/privacy/requests', shownTo: (session: SessionView) => session.permissions.handleDataSubjects },
  { label: 'Breaches', to: '/privacy/incidents', shownTo: (session: SessionView) => session.permissions.recordIncidents },
] as const;

/** Personal data (the Data Privacy Act): a secondary navigation over the sections this user may use, then the section. */
export function PrivacyPage() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session === null) return null;
  return (
    <>
      <Group component="nav" aria-label="Personal data" gap={4} mb="md" wrap="wrap">
        {PRIVACY_SECTIONS.filter((section) => section.shownTo(session)).map((section) => {
          const active = pathname === section.to;
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
