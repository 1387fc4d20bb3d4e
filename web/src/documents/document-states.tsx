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

/** An optional document not sent is nothing to chase: said plainly, not as a red "Missing". */
const OPTIONAL_NOT_SENT = { label: 'Optional, not sent', tone: 'grey', icon: ClockIcon } as const;

export function StateBadge({ state, optional = false }: { state: DocumentState; optional?: boolean }) {
  const { label, tone, icon: Icon } = optional && state === 'missing' ? OPTIONAL_NOT_SENT : STYLES[state];
  return (
    <ToneBadge tone={tone} icon={<Icon size={12} strokeWidth={2.4} />}>
      {label}
    </ToneBadge>
  );
}
