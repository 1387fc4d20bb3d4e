import { Group, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AgreementsSection } from '../agreements/AgreementsSection';
import { useApi } from '../api/api-context';
import { DocumentsSection } from '../documents/DocumentsSection';
import { MessagesSection } from '../mail/MessagesSection';
import { HeaderStatus } from '../permits/HeaderStatus';
import { PermitPanel, usePermitPanelRead } from '../permits/PermitPanel';
import { TermsSection } from '../terms/TermsSection';
import { termsQuery } from '../terms/terms.queries';
import { AnchorLink } from '../ui/link/AnchorLink';
import { Page } from '../ui/page/Page';
import { ErrorView } from '../ui/problem/ErrorView';
import { PageLoader } from '../ui/states/PageLoader';
import { BackToWorkqueues } from '../workqueues/BackToWorkqueues';
import { ActionBar } from './ActionBar';
import { ActionDialog } from './ActionDialog';
import { ActionOutcome, AnnounceProvider, useOutcome } from './ActionOutcome';
import { ApplicationTimeline } from './ApplicationTimeline';
import { readActionDraft } from './action-draft';
import { type ActionName, applicationQuery } from './application.queries';
import { ClockFacts } from './ClockFacts';
import { CollectionLocations } from './CollectionLocations';
import { DecisionChain } from './DecisionChain';
import { PermitteeFacts } from './PermitteeFacts';
import { RequiredClearances } from './RequiredClearances';
import { Section } from './Section';
import { SpeciesTable } from './SpeciesTable';

const route = getRouteApi('/staff/applications/$applicationId');

/**
 * One application on one screen: summary and clock, permittee, species, locations on the map with
 * their PSGC codes, the clearances required, documents, the timeline, and the actions this user may
 * take now (each opens its form).
 */
export function ApplicationPage() {
  const { applicationId } = route.useParams();
  const api = useApi();
  const loaded = useQuery(applicationQuery(api, applicationId));
  // The terms sit near the top too: read with the page, so that they do not push the rest down as they arrive.
  const terms = useQuery(termsQuery(api, applicationId));
  const [acting, setActing] = useState<ActionName | undefined>();
  const { outcome, announce, dismiss } = useOutcome();
  const permitPanelRead = usePermitPanelRead(loaded.data?.application);
  // A form being sent when the session ended opens again, filled, once the application is read (and the action still open).
  const allowedNow = loaded.data?.application.allowedActions;
  useEffect(() => {
    const draft = readActionDraft(applicationId);
    if (draft && allowedNow?.includes(draft.action)) setActing((now) => now ?? draft.action);
  }, [applicationId, allowedNow]);
  const back = <BackToWorkqueues />;
  if (loaded.error)
    return (
      <Page title="Application">
        {back}
        <ErrorView error={loaded.error} onRetry={() => void loaded.refetch()} />
      </Page>
    );
  // The page is drawn once what sits at its top is read, so that nothing on screen moves down as it arrives.
  if (!loaded.data || !permitPanelRead || !(terms.data || terms.isFetched)) return <PageLoader />;
  const { application, etag } = loaded.data;
  const detail = application.application;
  const reload = () => void loaded.refetch();
  return (
    <AnnounceProvider announce={announce}>
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
        <ActionOutcome outcome={outcome} onDismiss={dismiss} />
        <ActionBar application={application} onAct={setActing} />
        {application.recommendation && (
          <Section title="Recommendation and endorsement">
            <DecisionChain application={application} />
          </Section>
        )}
        <PermitPanel application={application} etag={etag} onReload={reload} />
        <TermsSection application={application} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Section title="Summary and clock">
            <ClockFacts application={application} />
          </Section>
          <Section title="Permittee">
            <PermitteeFacts application={application} />
          </Section>
        </SimpleGrid>
        <Section title="Species">
          <SpeciesTable resources={detail.resources} />
        </Section>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Section title="Collection locations">
            <CollectionLocations application={application} />
          </Section>
          <Section title="Agreements">
            <AgreementsSection applicationId={application.id} />
          </Section>
        </SimpleGrid>
        <Section title="Required clearances">
          <RequiredClearances clearances={application.clearances} />
        </Section>
        <Section title="Documents">
          <DocumentsSection
            applicationId={application.id}
            etag={etag}
            allowedActions={application.allowedActions}
            onReload={reload}
            clearances={application.clearances}
          />
        </Section>
        <Section title="Emails">
          <MessagesSection applicationId={application.id} />
        </Section>
        <Section title="Timeline">
          <ApplicationTimeline application={application} />
        </Section>
        {acting && (
          <ActionDialog applicationId={application.id} etag={etag} action={acting} onClose={() => setActing(undefined)} onReload={reload} />
        )}
      </Page>
    </AnnounceProvider>
  );
}
