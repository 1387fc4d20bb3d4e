import { Badge, Group, Text, Timeline } from '@mantine/core';
import { labelOf } from '../format/vocabulary';
import { DateTime } from '../ui/datetime/DateTime';
import type { StaffApplication } from './application.queries';
import { NOTICE_TITLES } from './notice-vocabulary';

type JournalEntry = StaffApplication['timeline'][number];
type Notice = StaffApplication['notices'][number];

type Entry =
  | { kind: 'journal'; at: string; key: string; order: number; entry: JournalEntry; notice: Notice | undefined }
  | { kind: 'notice'; at: string; key: string; order: number; notice: Notice };

/** "returned_incomplete" → "Returned incomplete". */
export function words(code: string): string {
  const text = code.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a journal entry did, naming whom it assigned and which document: "Assigned to Ana Cruz", "Document accepted: Research proposal". */
export function entryTitle(entry: JournalEntry): string {
  const title = typeof entry.payload.title === 'string' ? entry.payload.title : undefined;
  switch (entry.action) {
    case 'assigned':
      return entry.assignee ? `Assigned to ${entry.assignee.name}` : 'Assigned';
    case 'claimed':
      return entry.assignee ? `Claimed by ${entry.assignee.name}` : 'Claimed';
    case 'unassigned':
      return entry.assignee ? `${entry.assignee.name} unassigned` : 'Unassigned';
    default:
      return title === undefined ? words(entry.action) : `${words(entry.action)}: ${title}`;
  }
}

/**
 * The journal with the notices, newest first: a notice the same step wrote (same time, same author) is told
 * under that step, not as a second one; a notice of its own (an agency's submission notice) stands alone.
 */
function entriesOf(application: StaffApplication): Entry[] {
  const notices = new Map<string, Notice>();
  const lastOfStep = new Map<string, number>();
  for (const entry of application.timeline) lastOfStep.set(`${entry.at} ${entry.actor.id}`, entry.sequence);
  const loose: Notice[] = [];
  for (const notice of application.notices) {
    const step = lastOfStep.get(`${notice.createdAt} ${notice.author.id}`);
    if (step === undefined || notices.has(String(step))) loose.push(notice);
    else notices.set(String(step), notice);
  }
  return [
    ...application.timeline.map((entry) => ({
      kind: 'journal' as const,
      at: entry.at,
      key: `j${entry.sequence}`,
      order: entry.sequence,
      entry,
      notice: notices.get(String(entry.sequence)),
    })),
    // A notice of its own comes after the steps of its moment (read newest first: above them).
    ...loose.map((notice, index) => ({
      kind: 'notice' as const,
      at: notice.createdAt,
      key: `n${notice.id}`,
      order: Number.MAX_SAFE_INTEGER - loose.length + index,
      notice,
    })),
  ].sort((a, b) => (a.at === b.at ? b.order - a.order : b.at.localeCompare(a.at)));
}

/** The notice a step wrote, told under the step: what it is, who reads it, and its text. */
function StepNotice({ notice }: { notice: Notice }) {
  return (
    <>
      <Group gap="xs" mt={4}>
        <Text size="xs" fw={600}>
          {labelOf(NOTICE_TITLES, notice.log)}
        </Text>
        <VisibilityBadge notice={notice} />
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {notice.message}
      </Text>
    </>
  );
}

function VisibilityBadge({ notice }: { notice: Notice }) {
  return (
    <Badge size="xs" variant="light" color={notice.visibility === 'internal' ? 'gray' : 'forest'}>
      {notice.visibility === 'internal' ? 'Internal' : 'Sent to the agency'}
    </Badge>
  );
}

/** The journal and the notices (internal ones marked), in one line of time, newest first, each step once. */
export function ApplicationTimeline({ application }: { application: StaffApplication }) {
  return (
    <Timeline bulletSize={14} lineWidth={2} active={-1}>
      {entriesOf(application).map((item) =>
        item.kind === 'journal' ? (
          <Timeline.Item key={item.key} title={entryTitle(item.entry)}>
            <Text size="xs" c="dimmed">
              {item.entry.actor.name} · <DateTime value={item.at} />
            </Text>
            {item.notice && <StepNotice notice={item.notice} />}
          </Timeline.Item>
        ) : (
          <Timeline.Item
            key={item.key}
            title={
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {labelOf(NOTICE_TITLES, item.notice.log)}
                </Text>
                <VisibilityBadge notice={item.notice} />
              </Group>
            }
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.notice.message}
            </Text>
            <Text size="xs" c="dimmed">
              {item.notice.author.name} · <DateTime value={item.at} />
            </Text>
          </Timeline.Item>
        ),
      )}
    </Timeline>
  );
}
