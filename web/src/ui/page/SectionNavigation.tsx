import { Group, NavLink } from '@mantine/core';
import { Link, type LinkProps, Outlet, useLocation } from '@tanstack/react-router';
import type { SessionView } from '../../auth/session.contract';
import { useSession } from '../../auth/session.queries';

export interface Section {
  readonly label: string;
  readonly to: NonNullable<LinkProps['to']>;
  /** Whether this user sees it, by the session's permissions (src/policy decides them; each request is still checked). */
  readonly shownTo: (session: SessionView) => boolean;
}

/**
 * A part of the back-office made of sections (Administration, Personal data): its secondary
 * navigation, a link per section this user may use with the current one (or the one the current page
 * is under) marked, then the section's page. Nothing while the session ends.
 */
export function SectionNavigation({ label, sections }: { label: string; sections: readonly Section[] }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session === null) return null;
  return (
    <>
      <Group component="nav" aria-label={label} gap={4} mb="md" wrap="wrap">
        {sections
          .filter((section) => section.shownTo(session))
          .map((section) => {
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
