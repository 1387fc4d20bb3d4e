import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../api/api-context';
import type { ActionName } from '../applications/application.queries';
import { AlertTriangleIcon, CheckIcon } from '../ui/icons';
import { ErrorView } from '../ui/problem/ErrorView';
import { AbschDocumentPreview } from './AbschDocumentPreview';
import { AbschObjections } from './AbschObjections';
import { ClearingHouseAnswers, isUnderWay } from './ClearingHouseAnswers';
import { PanelActions } from './PanelActions';
import { PanelSection } from './PanelSection';
import {
  type AbschDocumentExport,
  type ApplicationPermits,
  abschDocumentQuery,
  applicationAbschQuery,
  type StaffPermit,
} from './permit.queries';
import { CBD_STATUS, cbdTone } from './permit-vocabulary';

/** The publication statuses from which a step is submitted to the Clearing-House (the service's publish_to_absch). */
const WAITING_FOR_A_STEP = new Set(['ready', 'rejected', 'update_pending', 'revocation_pending']);

/**
 * Whether the permit can go to the Clearing-House as it stands, said before the publisher asks: what
 * the Clearing-House would refuse, and who puts it right where.
 */
function PublicationReadiness({ check }: { check: AbschDocumentExport | undefined }) {
  if (check === undefined) return null;
  if (check.problems.length === 0) {
    return (
      <Text size="sm" c="dimmed" component="div">
        <CheckIcon /> The document passes the Clearing-House’s checks: it can be submitted as it is.
      </Text>
    );
  }
  return (
    <Alert color="warning" variant="light" icon={<AlertTriangleIcon />} title="The Clearing-House would refuse this document">
      <Text size="sm" mb={6}>
        Publish once what is listed here is put right.
      </Text>
      <AbschObjections objections={check.problems} label="What the Clearing-House would refuse, by field" />
    </Alert>
  );
}

interface ClearingHouseSectionProps {
  readonly applicationId: string;
  readonly etag: string;
  readonly permits: ApplicationPermits;
  readonly current: StaffPermit;
  readonly actions: readonly ActionName[];
  readonly onReload: () => void;
}

/** Where the permit's ABS Clearing-House record stands, its document, and the publisher's step to record. */
export function ClearingHouseSection({ applicationId, etag, permits, current, actions, onReload }: ClearingHouseSectionProps) {
  const [documentShown, setDocumentShown] = useState(false);
  const api = useApi();
  const absch = useQuery(applicationAbschQuery(api, applicationId));
  const waiting = permits.cbdStatus !== null && WAITING_FOR_A_STEP.has(permits.cbdStatus);
  const check = useQuery({ ...abschDocumentQuery(api, current.id), enabled: waiting });
  const latest = absch.data?.publications[0];
  const underWay = isUnderWay(latest) ? latest : undefined;
  // Without a Clearing-House account biopermit cannot publish by itself (only the manual steps are offered);
  // while a publication is under way, its state stands where Publish would.
  const offered = actions.filter((action) => action !== 'publish_to_absch' || (absch.data?.configured === true && !underWay));
  // Publish is the step to take only once the check finds nothing the Clearing-House would refuse.
  // Recording a step by hand is the fallback when biopermit publishes itself: never the filled button then.
  const secondary: ActionName[] = [
    ...(check.data?.problems.length === 0 ? [] : (['publish_to_absch'] as const)),
    ...(absch.data?.configured === true ? (['record_cbd_status'] as const) : []),
  ];
  // The IRCC's page on the Clearing-House, when biopermit's own publication recorded it (a step recorded by hand has no link).
  const irccUrl = absch.data?.publications.find((publication) => publication.irccIdentifier === permits.absLinkCode)?.irccUrl ?? null;
  return (
    <PanelSection
      title="ABS Clearing-House"
      actions={
        <Group gap="sm" justify="flex-end" wrap="wrap">
          {waiting && underWay && (
            <Text size="sm" c="dimmed" role="status" maw={300}>
              Publication under way: Publish is offered again once the Clearing-House has answered.
            </Text>
          )}
          <PanelActions applicationId={applicationId} etag={etag} actions={offered} secondary={secondary} onReload={onReload} />
        </Group>
      }
    >
      <Stack gap="sm">
        <Table variant="vertical" withRowBorders={false} verticalSpacing={4} layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={150} fw={500} c="dimmed" fz="sm">
                Publication
              </Table.Th>
              <Table.Td fz="sm">
                {permits.cbdStatus ? (
                  <Badge variant="light" color={cbdTone(permits.cbdStatus).color} c={cbdTone(permits.cbdStatus).text} tt="none">
                    {CBD_STATUS[permits.cbdStatus]}
                  </Badge>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th fw={500} c="dimmed" fz="sm">
                IRCC
              </Table.Th>
              <Table.Td fz="sm">
                {permits.absLinkCode === null ? (
                  'Not published yet'
                ) : irccUrl ? (
                  <Anchor href={irccUrl} target="_blank" rel="noreferrer" size="sm">
                    {permits.absLinkCode}
                  </Anchor>
                ) : (
                  permits.absLinkCode
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th fw={500} c="dimmed" fz="sm">
                Record identifier
              </Table.Th>
              <Table.Td fz="sm">{current.abschIdentifier ?? 'Fixed at the first submission'}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {waiting && !underWay && <PublicationReadiness check={check.data} />}
        {waiting && !underWay && check.error && <ErrorView error={check.error} onRetry={() => void check.refetch()} />}
        <ClearingHouseAnswers applicationId={applicationId} />
        <div>
          <Button variant="default" size="sm" onClick={() => setDocumentShown((now) => !now)} aria-expanded={documentShown}>
            {documentShown ? 'Hide the IRCC document' : 'Show the IRCC document'}
          </Button>
        </div>
        {documentShown && <AbschDocumentPreview permitId={current.id} />}
        {!documentShown && (
          <Text size="xs" c="dimmed">
            The absPermit document of {current.permitNo}, as the Clearing-House takes it, checked against its rules.
          </Text>
        )}
      </Stack>
    </PanelSection>
  );
}
