import { Badge } from '@mantine/core';
import { AlertCircleIcon, AlertTriangleIcon, CheckIcon, ClockIcon } from '../ui/icons';
import type { ChecklistState, StaffAttachment } from './documents.queries';

type DocumentState = ChecklistState | StaffAttachment['status'];

interface StateStyle {
  readonly label: string;
  readonly color: string;
  readonly icon: typeof CheckIcon;
}

/**
 * Each state of a checklist item or a document, in words with an icon of its own, then a colour,
 * so it reads without colour too (WCAG 1.4.1). Darker shades keep the text at 4.5:1 on the light badge.
 */
const STYLES: Record<DocumentState, StateStyle> = {
  missing: { label: 'Missing', color: 'red.9', icon: AlertCircleIcon },
  uploaded: { label: 'To review', color: 'blue.9', icon: ClockIcon },
  accepted: { label: 'Accepted', color: 'green.9', icon: CheckIcon },
  rejected: { label: 'Rejected', color: 'red.9', icon: AlertTriangleIcon },
  waived: { label: 'Waived', color: 'gray.8', icon: CheckIcon },
  superseded: { label: 'Superseded', color: 'gray.8', icon: ClockIcon },
  quarantined: { label: 'Quarantined', color: 'red.9', icon: AlertTriangleIcon },
};

export function stateLabel(state: DocumentState): string {
  return STYLES[state].label;
}

export function StateBadge({ state }: { state: DocumentState }) {
  const style = STYLES[state];
  return (
    <Badge variant="light" color={style.color} radius="sm" tt="none" leftSection={<style.icon size={12} strokeWidth={2.4} />}>
      {style.label}
    </Badge>
  );
}
