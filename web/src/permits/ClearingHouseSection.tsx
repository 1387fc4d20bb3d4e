import { Anchor, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../api/api-context';
import type { ActionName } from '../applications/application.queries';
import { AbschDocumentPreview } from './AbschDocumentPreview';
import { ClearingHouseAnswers } from './ClearingHouseAnswers';
import { PanelActions } from './PanelActions';
import { PanelSection } from './PanelSection';
import { type ApplicationPermits, applicationAbschQuery, type StaffPermit } from './permit.queries';
import { CBD_STATUS, cbdTone } from './permit-vocabulary';

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
  // Without a Clearing-House account biopermit cannot publish by itself: only the manual steps are offered.
  const absch = useQuery(applicationAbschQuery(useApi(), applicationId));
  const offered = absch.data?.configured === true ? actions : actions.filter((action) => action !== 'publish_to_absch');
  // The IRCC's page on the Clearing-House, when biopermit's own publication recorded it (a step recorded by hand has no link).
  const irccUrl = absch.data?.publications.find((publication) => publication.irccIdentifier === permits.absLinkCode)?.irccUrl ?? null;
  return (
    <PanelSection
      title="ABS Clearing-House"
      actions={<PanelActions applicationId={applicationId} etag={etag} actions={offered} onReload={onReload} />}
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
