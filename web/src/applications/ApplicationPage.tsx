import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { AgreementsSection } from '../agreements/AgreementsSection';
import { useApi } from '../api/api-context';
import { DocumentsSection } from '../documents/DocumentsSection';
import { formatCalendarDate, formatDate } from '../format/datetime';
import { displayText } from '../format/text';
import { MessagesSection } from '../mail/MessagesSection';
import { HeaderStatus } from '../permits/HeaderStatus';
import { hasPermitPanel, PermitPanel } from '../permits/PermitPanel';
import { isPermitPanelAction } from '../permits/permit-vocabulary';
import { ClockBadge } from '../ui/clock/ClockBadge';
import { DateTime } from '../ui/datetime/DateTime';
import { AnchorLink } from '../ui/link/AnchorLink';
import { PhilippinesMap } from '../ui/map/PhilippinesMap';
import { Page } from '../ui/page/Page';
import { ErrorView } from '../ui/problem/ErrorView';
import { PageLoader } from '../ui/states/PageLoader';
import { holdLabel } from '../workqueues/workqueue-vocabulary';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import { ApplicationTimeline, words } from './ApplicationTimeline';
import { readActionDraft } from './action-draft';
import { ACTION_FORMS, isKnownAction } from './action-forms';
import { type ActionName, applicationQuery, type StaffApplication } from './application.queries';

const route = getRouteApi('/staff/applications/$applicationId');

/** Where the actions left out of the action bar are offered: only where that section is shown. */
function whereActionsAre(sections: readonly string[]): string {
  if (sections.length > 1) return 'Your actions on the permit and the documents are in their sections below.';
  return sections[0] === 'the permit'
    ? 'Your actions on the permit are in its sections below.'
    : 'Your actions on the documents are in their section below.';
}

/** A species' collection window: instants (UTC), written as their Manila days. */
function collectionPeriod(start: string | null, end: string | null): string {
  if (!start && !end) return '—';
  return `${start ? formatDate(start) : '?'} – ${end ? formatDate(end) : '?'}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Table variant="vertical" withRowBorders={false} verticalSpacing={4} layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={170} fw={500} c="dimmed" fz="sm">
              {label}
            </Table.Th>
            <Table.Td fz="sm">{value ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The clock once stopped (the decision, or the application left the process): what it took, no days left. */
function stoppedClock(clock: StaffApplication['clock']): string {
  const late = clock.daysOverdue > 0 ? `, ${clock.daysOverdue} past the limit` : '';
  const when = clock.stopDate ? ` on ${formatCalendarDate(clock.stopDate)}` : '';
  return `Stopped${when}: ${clock.daysUsed} of ${clock.effectiveLimit} working days used${late}`;
}

function ClockFacts({ application }: { application: StaffApplication }) {
  const { clock } = application;
  const stopped = clock.stopped || clock.status === 'stopped';
  return (
    <Facts
      rows={[
        [
          'Clock',
          stopped && clock.status !== 'not_started' ? (
            stoppedClock(clock)
          ) : clock.state ? (
            <ClockBadge key="clock" state={clock.state} workingDaysLeft={clock.daysLeft - clock.daysOverdue} paused={clock.paused} />
          ) : (
            words(clock.status)
          ),
        ],
        ['Due date', clock.dueDate && !stopped ? formatCalendarDate(clock.dueDate) : null],
        [
          'Working days',
          clock.status === 'not_started' || stopped
            ? null
            : `${clock.daysUsed} used of ${clock.effectiveLimit}${clock.extended ? ' (extended)' : ''}`,
        ],
        ['Paused for', clock.pausedFor.length > 0 ? clock.pausedFor.map(words).join(', ') : null],
        ['Received', <DateTime key="received" value={application.createdAt} />],
        ['Accepted', application.acceptedAt ? <DateTime key="accepted" value={application.acceptedAt} /> : null],
        ['Assignee', application.assignee?.name ?? 'Nobody'],
        [
          'Hold',
          application.hold
            ? `${holdLabel(application.hold.reason)}${application.hold.answerBy ? `, answer by ${formatCalendarDate(application.hold.answerBy)}` : ''}`
            : null,
        ],
        ['Referral', application.referral ? application.referral.body.toUpperCase() : null],
        [
          'Recommendation',
          application.recommendation
            ? `${words(application.recommendation.recommendation)}, by ${application.recommendation.by.name}`
            : null,
        ],
      ]}
    />
  );
}

/**
 * One application on one screen: summary and clock, permittee, species, locations on the map,
 * documents, the timeline, and the actions this user may take now (each opens its form).
 */
export function ApplicationPage() {
  const { applicationId } = route.useParams();
  const loaded = useQuery(applicationQuery(useApi(), applicationId));
  const [acting, setActing] = useState<ActionName | undefined>();
  // A form being sent when the session ended opens again, filled, once the application is read (and the action still open).
  const allowedNow = loaded.data?.application.allowedActions;
  useEffect(() => {
    const draft = readActionDraft(applicationId);
    if (draft && allowedNow?.includes(draft.action)) setActing((now) => now ?? draft.action);
  }, [applicationId, allowedNow]);
  const back = (
    <AnchorLink to="/workqueues" size="sm">
      ← Workqueues
    </AnchorLink>
  );
  if (loaded.error)
    return (
      <Page title="Application">
        {back}
        <ErrorView error={loaded.error} onRetry={() => void loaded.refetch()} />
      </Page>
    );
  if (!loaded.data) return <PageLoader />;
  const { application, etag } = loaded.data;
  const detail = application.application;
  // Actions on a section's rows (documents) and the permit's (PermitPanel) are offered where they apply.
  const allowed = application.allowedActions.filter(isKnownAction);
  const actions = allowed.filter((action) => !ACTION_FORMS[action].inSection && !isPermitPanelAction(action));
  const elsewhere = [
    ...(allowed.some(isPermitPanelAction) && hasPermitPanel(application) ? ['the permit'] : []),
    ...(allowed.some((action) => ACTION_FORMS[action].inSection === 'documents') ? ['the documents'] : []),
  ];
  const points = application.confidential.locations.flatMap((location, index) =>
    location.latitude !== null && location.longitude !== null
      ? [
          {
            id: location.id,
            label: location.address ?? detail.locations[index]?.cityMunicipality ?? `Location ${index + 1}`,
            latitude: location.latitude,
            longitude: location.longitude,
          },
        ]
      : [],
  );
  return (
    <Page
      title={application.registrationNo}
      description={`${detail.applicationType} · ${application.sourceAgencyCode} ${application.sourceAgencyApplicationNumber}`}
      actions={<HeaderStatus application={application} />}
    >
      <Group justify="space-between" gap="sm">
        {back}
        <AnchorLink to="/applications/$applicationId/audit" params={{ applicationId: application.id }} size="sm">
          Audit trail of the application
        </AnchorLink>
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Actions">
        {actions.length > 0 ? (
          <Group gap="sm">
            {actions.map((action) => (
              <ActionButton key={action} action={action} onClick={() => setActing(action)} />
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {elsewhere.length > 0 ? whereActionsAre(elsewhere) : 'No action of yours is open on this application now.'}
          </Text>
        )}
      </Paper>
      <PermitPanel application={application} etag={etag} onReload={() => void loaded.refetch()} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section title="Summary and clock">
          <ClockFacts application={application} />
        </Section>
        <Section title="Permittee">
          <Facts
            rows={[
              ['Name', displayText(detail.name)],
              ['Email', detail.email],
              ['Affiliation', detail.affiliation],
              ['Address', detail.address],
              ['Phone', detail.phoneNo],
              ['Purpose', detail.purpose],
            ]}
          />
        </Section>
      </SimpleGrid>
      <Section title="Species">
        {detail.resources.length === 0 ? (
          <Text size="sm">No species listed.</Text>
        ) : (
          <Table striped>
            <caption className="visually-hidden">Species</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Scientific name</Table.Th>
                <Table.Th scope="col">Common name</Table.Th>
                <Table.Th scope="col">Collection</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Notes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.resources.map((resource) => (
                <Table.Tr key={resource.id}>
                  <Table.Td fs="italic">{resource.scientificName}</Table.Td>
                  <Table.Td>{resource.commonName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{collectionPeriod(resource.collectionStart, resource.collectionEnd)}</Table.Td>
                  <Table.Td>{resource.state ?? '—'}</Table.Td>
                  <Table.Td>{resource.notes}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section title="Collection locations">
          <Stack gap="sm">
            {detail.locations.map((location) => (
              <Text key={location.id} size="sm">
                {[location.barangay, location.cityMunicipality, location.province, location.region].filter(Boolean).join(', ')}
              </Text>
            ))}
            {points.length > 0 && <PhilippinesMap points={points} />}
          </Stack>
        </Section>
        <Section title="Agreements">
          <AgreementsSection applicationId={application.id} />
        </Section>
      </SimpleGrid>
      <Section title="Documents">
        <DocumentsSection
          applicationId={application.id}
          etag={etag}
          allowedActions={application.allowedActions}
          onReload={() => void loaded.refetch()}
        />
      </Section>
      <Section title="Emails">
        <MessagesSection applicationId={application.id} />
      </Section>
      <Section title="Timeline">
        <ApplicationTimeline application={application} />
      </Section>
      {acting && (
        <ActionDialog
          applicationId={application.id}
          etag={etag}
          action={acting}
          onClose={() => setActing(undefined)}
          onReload={() => void loaded.refetch()}
        />
      )}
    </Page>
  );
}
