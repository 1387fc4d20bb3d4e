import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LOGIN_PATH } from '../auth/return-path';
import { useLogOut, useSession } from '../auth/session.queries';
import { ErrorView } from '../ui/problem/ErrorView';
import { Brand } from './Brand';
import { MainNavigation } from './MainNavigation';
import { UserMenu } from './UserMenu';

const NAVBAR_ID = 'main-navigation';

/**
 * The frame of every staff screen: header (product, user, log out), navigation, and the screen.
 * At 1280 wide the navigation stays open; on a tablet (below 992) it folds behind a menu button.
 */
export function StaffShell() {
  const session = useSession();
  const [navigationOpen, { toggle, close }] = useDisclosure(false);
  const logOut = useLogOut();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // After moving to another screen, focus its content, so keyboard and screen-reader users start there.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of screen (pathname)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  if (session === null) return null;
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !navigationOpen } }}
      padding="xl"
      className="staff-shell"
    >
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navigationOpen}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={navigationOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navigationOpen}
              aria-controls={NAVBAR_ID}
            />
            <Brand />
          </Group>
          <UserMenu
            user={{ name: session.user.name, email: session.user.email, roles: session.user.roles }}
            loggingOut={logOut.isPending}
            onLogOut={() =>
              logOut.mutate(undefined, {
                onSuccess: () => void navigate({ to: LOGIN_PATH, search: { reason: 'logged_out' } }),
              })
            }
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} aria-label="Main">
        <MainNavigation session={session} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" ref={main} tabIndex={-1} style={{ outline: 'none' }}>
        {logOut.error && (
          <div style={{ marginBottom: 16 }}>
            <ErrorView error={logOut.error} />
          </div>
        )}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
