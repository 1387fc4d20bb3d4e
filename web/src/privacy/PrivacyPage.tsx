import { type Section, SectionNavigation } from '../ui/page/SectionNavigation';

/** The DPO's sections and who sees them, by the session's permissions (src/policy/privacy.policy.ts decides them). */
const SECTIONS: readonly Section[] = [
  { label: 'Data subjects', to: '/privacy/subjects', shownTo: (session) => session.permissions.handleDataSubjects },
  { label: 'Requests', to: '/privacy/requests', shownTo: (session) => session.permissions.handleDataSubjects },
  { label: 'Breaches', to: '/privacy/incidents', shownTo: (session) => session.permissions.recordIncidents },
];

/** Personal data (the Data Privacy Act): a secondary navigation over the sections this user may use, then the section. */
export function PrivacyPage() {
  return <SectionNavigation label="Personal data" sections={SECTIONS} />;
}
