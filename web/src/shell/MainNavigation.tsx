import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { SessionView } from '../auth/session.contract';
import { navigationFor } from './navigation';

const WAITING_NOTE = 'navigation-waits-for-enrolment';

/** The main navigation: links (Tab to reach, Enter to follow), the current one marked for screen readers too. */
export function MainNavigation({ session, onNavigate }: { session: SessionView; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  // Until a required second factor is set up, the service lets the session do nothing else: say why the links wait.
  const waiting = session.secondFactor.state === 'enrolment_required';
  return (
    <Stack gap={4} p="sm">
      {waiting && (
        <Text id={WAITING_NOTE} size="sm" c="dimmed" px="xs" pb={4}>
          Set up two-step verification on your account first: your roles need it before the back-office opens.
        </Text>
      )}
      {navigationFor(session).map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        if (waiting)
          return (
            <NavLink
              key={item.to}
              component="div"
              label={item.label}
              description="After two-step verification"
              leftSection={<item.icon size={20} />}
              aria-disabled="true"
              aria-describedby={WAITING_NOTE}
              c="dimmed"
              style={{ borderRadius: 'var(--mantine-radius-md)', cursor: 'not-allowed' }}
            />
          );
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
