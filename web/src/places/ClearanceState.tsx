import { ToneBadge } from '../ui/badge/ToneBadge';
import { AlertCircleIcon, AlertTriangleIcon, CheckIcon } from '../ui/icons';
import type { RequiredClearance } from './clearance-vocabulary';

/** Whether the body's clearance is recorded, and what it decided: in words, icon and tone. */
export function ClearanceState({ outcome }: { outcome: RequiredClearance['outcome'] }) {
  if (outcome === null)
    return (
      <ToneBadge tone="red" icon={<AlertTriangleIcon size={14} />}>
        Not recorded
      </ToneBadge>
    );
  return (
    <ToneBadge
      tone={outcome === 'granted' ? 'green' : 'grey'}
      icon={outcome === 'granted' ? <CheckIcon size={14} /> : <AlertCircleIcon size={14} />}
    >
      {outcome === 'granted' ? 'Recorded: granted' : 'Recorded: refused'}
    </ToneBadge>
  );
}
