import { Badge, Text } from '@mantine/core';
import { displayText } from '../format/text';
import { codeInWords } from '../format/vocabulary';
import { CBD_STATUS, cbdTone, PERMIT_STATUS } from '../permits/permit-vocabulary';
import type { Column } from '../ui/data-table/DataTable';
import { DateTime } from '../ui/datetime/DateTime';
import { AnchorLink } from '../ui/link/AnchorLink';
import { WorkqueueClock } from './WorkqueueClock';
import { holdLabel, statusLabel, type WorkqueueRow } from './workqueue-vocabulary';

const REGISTRATION_NO: Column<WorkqueueRow> = {
  id: 'registrationNo',
  header: 'Registration no.',
  nowrap: true,
  cell: (row) => (
    <AnchorLink
      to="/applications/$applicationId"
      params={{ applicationId: row.id }}
      fw={600}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {row.registrationNo}
    </AnchorLink>
  ),
};

const PERMITTEE: Column<WorkqueueRow> = {
  id: 'permittee',
  header: 'Permittee',
  width: '13rem',
  cell: (row) => (
    <div>
      {/* A hostile 200-character name keeps to three lines here; the application page shows it whole. */}
      <Text size="sm" lineClamp={3} title={displayText(row.permittee.name)}>
        {displayText(row.permittee.name)}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1} title={row.permittee.email}>
        {row.permittee.email}
      </Text>
    </div>
  ),
};

const AGENCY: Column<WorkqueueRow> = { id: 'agency', header: 'Agency', nowrap: true, cell: (row) => row.agencyCode };

/** The status, and under it what else holds the application: a permit no longer in force, a hold, a referral. */
function Status({ row }: { row: WorkqueueRow }) {
  return (
    <div>
      <Text size="sm">{statusLabel(row.status)}</Text>
      {row.permitStatus && row.permitStatus !== 'issued' && (
        <Text size="xs" fw={600} c={PERMIT_STATUS[row.permitStatus].tone.text}>
          Permit {PERMIT_STATUS[row.permitStatus].label.toLowerCase()}
        </Text>
      )}
      {row.flags.hold && (
        <Text size="xs" c="dimmed">
          On hold: {holdLabel(row.flags.hold)}
        </Text>
      )}
      {row.flags.referral && (
        <Text size="xs" c="dimmed">
          Referred to {row.flags.referral.toUpperCase()}
        </Text>
      )}
    </div>
  );
}

/** The processing queues: the clock first. */
export const PROCESSING_COLUMNS: readonly Column<WorkqueueRow>[] = [
  REGISTRATION_NO,
  // The clock badge wraps within the column ("On track · 20 working days left · paused"): it fits 1280 px.
  { id: 'clock', header: 'Clock', width: '10rem', cell: (row) => <WorkqueueClock row={row} /> },
  PERMITTEE,
  AGENCY,
  { id: 'type', header: 'Application type', cell: (row) => codeInWords(row.applicationType) },
  { id: 'status', header: 'Status', cell: (row) => <Status row={row} /> },
  { id: 'assignee', header: 'Assignee', cell: (row) => (row.assignee ? (row.assignee.name ?? 'Former user') : '—') },
  { id: 'received', header: 'Received', cell: (row) => <DateTime value={row.receivedAt} /> },
];

/** The Clearing-House step a permit waits at, in words and tone. */
function Publication({ row }: { row: WorkqueueRow }) {
  if (row.cbdStatus === null) return <Text size="sm">—</Text>;
  const tone = cbdTone(row.cbdStatus);
  return (
    <Badge variant="light" color={tone.color} c={tone.text} tt="none">
      {CBD_STATUS[row.cbdStatus]}
    </Badge>
  );
}

/** The publisher's queue: the permit and where its publication stands, instead of the processing clock. */
export const PUBLICATION_COLUMNS: readonly Column<WorkqueueRow>[] = [
  REGISTRATION_NO,
  { id: 'permitNo', header: 'Permit no.', nowrap: true, cell: (row) => row.permitNo ?? '—' },
  { id: 'cbdStatus', header: 'Clearing-House', cell: (row) => <Publication row={row} /> },
  {
    id: 'waitingSince',
    header: 'Waiting since',
    nowrap: true,
    cell: (row) => (row.cbdStatusChangedAt ? <DateTime value={row.cbdStatusChangedAt} /> : '—'),
  },
  PERMITTEE,
  AGENCY,
];
