import type { ComponentType } from 'react';
import type { SessionView } from '../auth/session.contract';
import { ChartIcon, InboxIcon, ReportIcon, SettingsIcon, ShieldIcon } from '../ui/icons';

export interface NavigationItem {
  readonly label: string;
  readonly to: '/workqueues' | '/dashboard' | '/reports' | '/privacy' | '/admin';
  readonly icon: ComponentType<{ size?: number }>;
  /** Whether this user sees it; everyone when absent. Hiding is a convenience: the service decides what they may do. */
  readonly shownTo?: (session: SessionView) => boolean;
}

export const NAVIGATION: readonly NavigationItem[] = [
  { label: 'Workqueues', to: '/workqueues', icon: InboxIcon },
  {
    label: 'Dashboard',
    to: '/dashboard',
    icon: ChartIcon,
    shownTo: (session) => session.permissions.readDashboard,
  },
  {
    label: 'Reports',
    to: '/reports',
    icon: ReportIcon,
    shownTo: (session) => session.permissions.readNationalReport,
  },
  {
    label: 'Personal data',
    to: '/privacy',
    icon: ShieldIcon,
    shownTo: ({ permissions }) => permissions.handleDataSubjects || permissions.recordIncidents,
  },
  {
    label: 'Administration',
    to: '/admin',
    icon: SettingsIcon,
    // What the service says this user may manage, not a guess from the role names.
    shownTo: ({ permissions }) =>
      permissions.manageUsers ||
      permissions.manageAgencies ||
      permissions.manageSettings ||
      permissions.readAuditTrail ||
      permissions.readAllMessages,
  },
];

/** The items this user sees. */
export function navigationFor(session: SessionView): NavigationItem[] {
  return NAVIGATION.filter((item) => item.shownTo === undefined || item.shownTo(session));
}
