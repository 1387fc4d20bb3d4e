import { formatCalendarDate } from '../format/datetime';
import { displayText } from '../format/text';
import type { StaffApplication } from './application.queries';
import { Facts } from './Section';

/** "1988-04-12T00:00:00Z" (as agencies send it) → "12 Apr 1988": a birthday is a calendar day, never shifted by a zone. */
function birthday(value: string | null): string | null {
  return value === null ? null : formatCalendarDate(value.slice(0, 10));
}

function capitalised(value: string | null): string | null {
  return value === null || value === '' ? null : value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The permittee as stored: the agency's record and what its records leave out (`confidential`: sex,
 * occupation, employer, the agency's notes). Each read of the page is in the personal-data read log.
 */
export function PermitteeFacts({ application }: { application: StaffApplication }) {
  const detail = application.application;
  const { confidential } = application;
  const notes = confidential.additionalNotes ? <span style={{ whiteSpace: 'pre-wrap' }}>{confidential.additionalNotes}</span> : null;
  const employer = [confidential.employer, confidential.employerAddress].filter(Boolean).join(', ');
  return (
    <Facts
      rows={[
        ['Name', displayText(detail.name)],
        ['Date of birth', birthday(detail.dateOfBirth)],
        ['Sex', capitalised(confidential.gender)],
        ['Email', detail.email],
        ['Phone', detail.phoneNo],
        ['Address', detail.address],
        ['Affiliation', detail.affiliation],
        ['Occupation', capitalised(confidential.occupation)],
        ['Employer', employer || null],
        ['Purpose', detail.purpose],
        ["Agency's notes", notes],
      ]}
    />
  );
}
