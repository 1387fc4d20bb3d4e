import { type Section, SectionNavigation } from '../ui/page/SectionNavigation';

/** The sections and who sees them, by the session's permissions. */
const SECTIONS: readonly Section[] = [
  { label: 'Users', to: '/admin/users', shownTo: (session) => session.permissions.manageUsers },
  { label: 'Agencies and API clients', to: '/admin/agencies', shownTo: (session) => session.permissions.manageAgencies },
  { label: 'Settings', to: '/admin/settings', shownTo: (session) => session.permissions.manageSettings },
  { label: 'Holidays', to: '/admin/holidays', shownTo: (session) => session.permissions.manageSettings },
  { label: 'Audit trail', to: '/admin/audit', shownTo: (session) => session.permissions.readAuditTrail },
  { label: 'Emails', to: '/admin/messages', shownTo: (session) => session.permissions.readAllMessages },
];

/** Administration: a secondary navigation over its sections (those this user may manage), then the section. */
export function AdminPage() {
  return <SectionNavigation label="Administration" sections={SECTIONS} />;
}
