import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useApi } from '../api/api-context';
import { ActionDialog } from '../applications/ActionDialog';
import type { ActionName } from '../applications/application.queries';
import { documentsQuery } from '../documents/documents.queries';
import { PanelSection } from '../permits/PanelSection';
import { ErrorView } from '../ui/problem/ErrorView';
import { Empty } from '../ui/states/Empty';
import { ObligationCard } from './ObligationCard';
import { OBLIGATION_ACTIONS, type ObligationAction } from './obligation-vocabulary';
import { type StaffObligation, type StaffObligations, staffObligationsQuery } from './obligations.queries';

interface ObligationsSectionProps {
  readonly applicationId: string;
  /** The application's ETag: each review is an action sent with If-Match. */
  readonly etag: string;
  /** The actions this user may take now (the application's `allowedActions`). */
  readonly allowedActions: readonly ActionName[];
  /** Reads the application again (after a 412). */
  readonly onReload: () => void;
}

/** The counts a reviewer looks for first: what is overdue, what waits for review. */
function summaryOf(items: StaffObligations['items']): string {
  const overdue = items.filter((item) => item.status === 'overdue').length;
  const toReview = items.filter((item) => item.status === 'submitted').length;
  const flagged = items.filter((item) => item.status === 'submitted' && item.flagged).length;
  const parts = [
    `${items.length} ${items.length === 1 ? 'obligation' : 'obligations'}`,
    ...(overdue > 0 ? [`${overdue} overdue`] : []),
    ...(toReview > 0 ? [`${toReview} to review${flagged > 0 ? ` (${flagged} flagged)` : ''}`] : []),
  ];
  return `${parts.join(', ')}.`;
}

/**
 * What the permit owes after its issue (issue 20 §5): each obligation with its due date and state, its
 * submissions (files in the document viewer, a collection report's specimen rows beside the species the permit
 * authorises, the service's flags highlighted), and accept, reject and waive on the obligation's own row.
 */
export function ObligationsSection({ applicationId, etag, allowedActions, onReload }: ObligationsSectionProps) {
  const api = useApi();
  const loaded = useQuery(staffObligationsQuery(api, applicationId));
  // The submissions' files are documents of the application: the viewer needs their type and status.
  const documents = useQuery(documentsQuery(api, applicationId));
  const [viewing, setViewing] = useState<string | undefined>();
  const [acting, setActing] = useState<{ action: ObligationAction; obligation: StaffObligation } | undefined>();
  const actions = OBLIGATION_ACTIONS.filter((action) => allowedActions.includes(action));
  let body: ReactNode;
  if (loaded.error) body = <ErrorView error={loaded.error} onRetry={() => void loaded.refetch()} />;
  else if (!loaded.data) body = <Text size="sm">Loading the obligations…</Text>;
  else if (loaded.data.items.length === 0)
    body = <Empty title="Nothing owed" description="This permit was issued without obligations (setting permits.obligations)." />;
  else {
    const { items, authorisedSpecies } = loaded.data;
    const attachments = new Map((documents.data?.attachments ?? []).map((attachment) => [attachment.id, attachment]));
    const permits = new Set(items.map((item) => item.permitId));
    body = (
      <Stack gap="md">
        <Text size="sm" role="status">
          {summaryOf(items)}
        </Text>
        {items.map((obligation) => (
          <ObligationCard
            key={obligation.id}
            obligation={obligation}
            actions={actions}
            showPermitNo={permits.size > 1}
            onAction={(action, on) => setActing({ action, obligation: on })}
            applicationId={applicationId}
            authorisedSpecies={authorisedSpecies}
            attachments={attachments}
            viewing={viewing}
            onView={setViewing}
          />
        ))}
      </Stack>
    );
  }
  return (
    <PanelSection title="Obligations">
      {body}
      {acting && (
        <ActionDialog
          applicationId={applicationId}
          etag={etag}
          action={acting.action}
          fixed={{ obligationId: acting.obligation.id }}
          subject={acting.obligation.title}
          onClose={() => setActing(undefined)}
          onReload={() => {
            onReload();
            void loaded.refetch();
          }}
        />
      )}
    </PanelSection>
  );
}
