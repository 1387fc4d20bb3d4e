import { Badge, Group, Text, Timeline } from '@mantine/core';
import { DateTime } from '../ui/datetime/DateTime';
import type { StaffApplication } from './application.queries';

type Entry =
  | { kind: 'journal'; at: string; key: string; entry: StaffApplication['timeline'][number] }
  | { kind: 'notice'; at: string; key: string; notice: StaffApplication['notices'][number] };

/** "returned_incomplete" → "Returned incomplete". */
export function words(code: string): string {
  const text = code.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The journal and the notices (internal ones marked), in one line of time, newest first. */
export function ApplicationTimeline({ application }: { application: StaffApplication }) {
  const entries: Entry[] = [
    ...application.timeline.map((entry) => ({ kind: 'journal' as const, at: entry.at, key: `j${entry.sequence}`, entry })),
    ...application.notices.map((notice) => ({ kind: 'notice' as const, at: notice.createdAt, key: `n${notice.id}`, notice })),
  ].sort((a, b) => (a.at === b.at ? a.key.localeCompare(b.key) : b.at.localeCompare(a.at)));
  return (
    <Timeline bulletSize={14} lineWidth={2} active={-1}>
      {entries.map((item) =>
        item.kind === 'journal' ? (
          <Timeline.Item key={item.key} title={words(item.entry.action)}>
            <Text size="xs" c="dimmed">
              {item.entry.actor.name} · <DateTime value={item.at} />
            </Text>
          </Timeline.Item>
        ) : (
          <Timeline.Item
            key={item.key}
            title={
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  Notice: {words(item.notice.log).toLowerCase()}
                </Text>
                <Badge size="xs" variant="light" color={item.notice.visibility === 'internal' ? 'gray' : 'forest'}>
                  {item.notice.visibility === 'internal' ? 'Internal' : 'Sent to the agency'}
                </Badge>
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
