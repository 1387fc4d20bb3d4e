import type { Setting } from './settings.queries';

/** Each setting by its name in words (its key stays in the JSON editor and the API). */
export const SETTING_TITLES: Record<Setting['key'], string> = {
  'attachments.checklists': 'Document checklists',
  'clock.time_limits': 'Processing time limits',
  'workflow.abandonment_grace': 'Grace periods before abandonment',
  'notices.templates': 'Notice texts',
  'permits.numbering': 'Permit numbers',
  'permits.validity': 'Permit validity',
  'permits.authority': 'Issuing authority on certificates',
  'permits.signatory': 'Signatory on certificates',
  'permits.conditions': 'Conditions on certificates',
  'permits.obligations': 'Obligations of a permit',
  'events.retention_days': 'How long events are kept',
  'places.jurisdiction_rules': 'Clearances by place',
  'absch.publication': 'ABS Clearing-House records',
  'privacy.notice': 'Privacy notice',
  'privacy.retention': 'Retention of personal data',
  'absch.automatic_publication': 'Automatic publication on the Clearing-House',
  'exports.darwin_core': 'Darwin Core export',
};
