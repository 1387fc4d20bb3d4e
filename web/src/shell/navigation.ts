import type { ComponentType } from 'react';
import { ChartIcon, InboxIcon, SettingsIcon } from '../ui/icons';

export interface NavigationItem {
  readonly label: string;
  readonly to: '/workqueues' | '/dashboard' | '/admin';
  readonly icon: ComponentType<{ size?: number }>;
  /** Shown to holders of any of these roles; to everyone when absent. The service decides what they may do. */
  readonly roles?: readonly string[];
}

export const NAVIGATION: readonly NavigationItem[] = [
  { label: 'Workqueues', to: '/workqueues', icon: InboxIcon },
  { label: 'Dashboard', to: '/dashboard', icon: ChartIcon, roles: ['chief', 'approver', 'admin'] },
  { label: 'Administration', to: '/admin', icon: SettingsIcon, roles: ['admin'] },
];

/** The items a user with these roles sees. Hiding is a convenience; the service enforces access. */
export function navigationFor(roles: readonly string[]): NavigationItem[] {
  return NAVIGATION.filter((item) => item.roles === undefined || item.roles.some((role) => roles.includes(role)));
}
