import { createRootRouteWithContext, createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { validateUsersSearch } from '../admin/users/users-search';
import { validateAuditSearch } from '../audit/audit-search';
import { LogInPage } from '../auth/login/LogInPage';
import { validateLogInSearch } from '../auth/login-search';
import { requireSession, skipLogInWhenSignedIn } from '../auth/require-session';
import type { SessionView } from '../auth/session.contract';
import { authKeys } from '../auth/session.queries';
import { validateMessagesSearch } from '../mail/messages-search';
import { landsOnPersonalData } from '../privacy/privacy-home';
import { validateReportSearch } from '../reports/report-search';
import { NotFound } from '../ui/problem/NotFound';
import { RouteError } from '../ui/problem/RouteError';
import { validateWorkqueueSearch } from '../workqueues/workqueue-search';
import { prefetchWorkqueue } from '../workqueues/workqueues.queries';
import type { RouterContext } from './router-context';

/**
 * The back-office's routes, under /app/. Every staff screen sits inside the shell and behind the
 * session guard; each route has its own error boundary (the router's default), so one failing screen
 * leaves the shell and the navigation working. The log-in page is in the first download; the shell
 * and the screens load when first needed (the first screen stays small: see bench/README.md).
 */
const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteError,
  notFoundComponent: NotFound,
});

const logInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: validateLogInSearch,
  beforeLoad: skipLogInWhenSignedIn,
  component: LogInPage,
});

/** The one-time set-up link's page (`#code=…`): no session needed, loaded when opened. */
const setPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'set-password',
  component: lazyRouteComponent(() => import('../auth/set-password/SetPasswordPage'), 'SetPasswordPage'),
});

const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'staff',
  beforeLoad: requireSession,
  component: lazyRouteComponent(() => import('../shell/StaffShell'), 'StaffShell'),
});

/** Each role's home page (where log-in lands): the workqueues, whose queue depends on the roles; Personal data for a DPO. */
const homeRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    throw redirect({ to: landsOnPersonalData(context.session.user.roles) ? '/privacy' : '/workqueues', replace: true });
  },
});

const workqueuesRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'workqueues',
  validateSearch: validateWorkqueueSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchWorkqueue(context.queryClient, context.api, deps, context.session.user.roles),
  component: lazyRouteComponent(() => import('../workqueues/WorkqueuesPage'), 'WorkqueuesPage'),
});
const applicationRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'applications/$applicationId',
  component: lazyRouteComponent(() => import('../applications/ApplicationPage'), 'ApplicationPage'),
});
/** One application's audit rows, a page at a time (`?cursor=`). */
const applicationAuditRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'applications/$applicationId/audit',
  validateSearch: (raw: Record<string, unknown>): { cursor?: string } => {
    const cursor = typeof raw.cursor === 'string' && raw.cursor.length <= 256 ? raw.cursor : undefined;
    return { cursor };
  },
  component: lazyRouteComponent(() => import('../audit/ApplicationAuditPage'), 'ApplicationAuditPage'),
});
const dashboardRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'dashboard',
  component: lazyRouteComponent(() => import('../dashboard/DashboardPage'), 'DashboardPage'),
});
/** The national report pack of a period (`?from=&to=`, Manila dates). */
const reportsRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'reports',
  validateSearch: validateReportSearch,
  component: lazyRouteComponent(() => import('../reports/ReportsPage'), 'ReportsPage'),
});
const accountRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'account',
  component: lazyRouteComponent(() => import('../account/AccountPage'), 'AccountPage'),
});
const adminRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'admin',
  component: lazyRouteComponent(() => import('../admin/AdminPage'), 'AdminPage'),
});
/** /admin opens the first section this user may manage. */
const adminHomeRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    const permissions = context.queryClient.getQueryData<SessionView | null>(authKeys.session)?.permissions;
    const first = !permissions
      ? '/admin/users'
      : permissions.manageUsers
        ? '/admin/users'
        : permissions.manageAgencies
          ? '/admin/agencies'
          : permissions.manageSettings
            ? '/admin/settings'
            : permissions.readAuditTrail
              ? '/admin/audit'
              : '/admin/messages';
    throw redirect({ to: first, replace: true });
  },
});
const usersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'users',
  validateSearch: validateUsersSearch,
  component: lazyRouteComponent(() => import('../admin/users/UsersPage'), 'UsersPage'),
});
const userRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'users/$userId',
  component: lazyRouteComponent(() => import('../admin/users/UserPage'), 'UserPage'),
});
const settingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'settings',
  component: lazyRouteComponent(() => import('../admin/settings/SettingsPage'), 'SettingsPage'),
});
const holidaysRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'holidays',
  validateSearch: (raw: Record<string, unknown>) => {
    const year = Number(raw.year);
    return { year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined };
  },
  component: lazyRouteComponent(() => import('../admin/settings/HolidaysPage'), 'HolidaysPage'),
});
const auditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'audit',
  validateSearch: validateAuditSearch,
  component: lazyRouteComponent(() => import('../audit/AuditTrailPage'), 'AuditTrailPage'),
});
const messagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'messages',
  validateSearch: validateMessagesSearch,
  component: lazyRouteComponent(() => import('../mail/MessagesPage'), 'MessagesPage'),
});
const agenciesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'agencies',
  component: lazyRouteComponent(() => import('../admin/agencies/AgenciesPage'), 'AgenciesPage'),
});
const agencyRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'agencies/$code',
  component: lazyRouteComponent(() => import('../admin/agencies/AgencyPage'), 'AgencyPage'),
});

/** Personal data (issue 21): the DPO's data subjects and requests, and breaches (DPO and admins). */
const privacyRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'privacy',
  component: lazyRouteComponent(() => import('../privacy/PrivacyPage'), 'PrivacyPage'),
});
/** /privacy opens the first section this user may use. */
const privacyHomeRoute = createRoute({
  getParentRoute: () => privacyRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    const permissions = context.queryClient.getQueryData<SessionView | null>(authKeys.session)?.permissions;
    throw redirect({ to: permissions?.handleDataSubjects === false ? '/privacy/incidents' : '/privacy/subjects', replace: true });
  },
});
const dataSubjectsRoute = createRoute({
  getParentRoute: () => privacyRoute,
  path: 'subjects',
  validateSearch: (raw: Record<string, unknown>): { email?: string; name?: string } => {
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && value.length <= 320 ? value : undefined);
    return { email: text(raw.email), name: text(raw.name) };
  },
  component: lazyRouteComponent(() => import('../privacy/DataSubjectsPage'), 'DataSubjectsPage'),
});
const requestsRoute = createRoute({
  getParentRoute: () => privacyRoute,
  path: 'requests',
  component: lazyRouteComponent(() => import('../privacy/RequestsPage'), 'RequestsPage'),
});
const incidentsRoute = createRoute({
  getParentRoute: () => privacyRoute,
  path: 'incidents',
  component: lazyRouteComponent(() => import('../privacy/IncidentsPage'), 'IncidentsPage'),
});

export const routeTree = rootRoute.addChildren([
  logInRoute,
  setPasswordRoute,
  staffRoute.addChildren([
    homeRoute,
    workqueuesRoute,
    applicationRoute,
    applicationAuditRoute,
    dashboardRoute,
    reportsRoute,
    accountRoute,
    adminRoute.addChildren([
      adminHomeRoute,
      usersRoute,
      userRoute,
      agenciesRoute,
      agencyRoute,
      settingsRoute,
      holidaysRoute,
      auditRoute,
      messagesRoute,
    ]),
    privacyRoute.addChildren([privacyHomeRoute, dataSubjectsRoute, requestsRoute, incidentsRoute]),
  ]),
]);
