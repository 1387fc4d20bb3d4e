import { type Tone, ToneBadge } from '../ui/badge/ToneBadge';
import { AlertCircleIcon, AlertTriangleIcon, CheckIcon, ClockIcon } from '../ui/icons';
import type { ChecklistState, StaffAttachment } from './documents.queries';

type DocumentState = ChecklistState | StaffAttachment['status'];

/** Each state of a checklist item or a document: in words, with an icon of its own, then a tone. */
const STYLES: Record<DocumentState, { readonly label: string; readonly tone: Tone; readonly icon: typeof CheckIcon }> = {
  missing: { label: 'Missing', tone: 'red', icon: AlertCircleIcon },
  uploaded: { label: 'To review', tone: 'blue', icon: ClockIcon },
  accepted: { label: 'Accepted', tone: 'green', icon: CheckIcon },
  rejected: { label: 'Rejected', tone: 'red', icon: AlertTriangleIcon },
  waived: { label: 'Waived', tone: 'grey', icon: CheckIcon },
  superseded: { label: 'Superseded', tone: 'grey', icon: ClockIcon },
  quarantined: { label: 'Quarantined', tone: 'red', icon: AlertTriangleIcon },
};

export function StateBadge({ state }: { state: DocumentState }) {
  const { label, tone, icon: Icon } = STYLES[state];
  return (
    <ToneBadge tone={tone} icon={<Icon size={12} strokeWidth={2.4} />}>
      {label}
    </ToneBadge>
  );
}
