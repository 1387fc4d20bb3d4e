import { Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '../api/api-context';
import { isKnownAction } from '../applications/action-forms';
import type { StaffApplication } from '../applications/application.queries';
import { documentsQuery } from '../documents/documents.queries';
import { MaterialSection } from '../movements/MaterialSection';
import { permitMovementsQuery } from '../movements/movements.queries';
import { ObligationsSection } from '../obligations/ObligationsSection';
import { staffObligationsQuery } from '../obligations/obligations.queries';
import { ErrorView } from '../ui/problem/ErrorView';
import { CertificateHistory } from './CertificateHistory';
import { CertificatePreview } from './CertificatePreview';
import { ClearingHouseSection } from './ClearingHouseSection';
import { PanelActions } from './PanelActions';
import { PanelSection } from './PanelSection';
import { PermitFacts } from './PermitFacts';
import { applicationAbschQuery, applicationPermitsQuery, currentPermit } from './permit.queries';
import { CLEARING_HOUSE_ACTIONS, isPermitPanelAction, permitActionsFor } from './permit-vocabulary';
import { VerificationLink } from './VerificationLink';

interface PermitPanelProps {
  readonly application: StaffApplication;
  readonly etag: string;
  readonly onReload: () => void;
}

/** Whether the application has, or is about to have, a permit: the panel shows only then. */
export function hasPermitPanel(application: StaffApplication): boolean {
  return (
    application.status === 'approved' ||
    application.status === 'issued' ||
    application.allowedActions.some((action) => isKnownAction(action) && isPermitPanelAction(action))
  );
}

/**
 * Whether what the panel shows is read: the permits, and with a permit its obligations (and the documents they
 * name) and its Clearing-House record. The application page waits for it before it shows anything: the panel sits
 * at its top, and drawn as its parts arrive it would push the rest of the page down (a layout shift of 0.35).
 */
export function usePermitPanelRead(application: StaffApplication | undefined): boolean {
  const api = useApi();
  const shown = application !== undefined && hasPermitPanel(application);
  const permits = useQuery({ ...applicationPermitsQuery(api, application?.id ?? ''), enabled: shown });
  const current = permits.data ? currentPermit(permits.data) : undefined;
  const issued = current !== undefined;
  const id = application?.id ?? '';
  const parts = [
    useQuery({ ...staffObligationsQuery(api, id), enabled: issued }),
    useQuery({ ...documentsQuery(api, id), enabled: issued }),
    useQuery({ ...applicationAbschQuery(api, id), enabled: issued }),
    useQuery({ ...permitMovementsQuery(api, id, current?.permitNo ?? ''), enabled: issued }),
  ];
  // Only the first drawing waits: a permit issued later brings its parts into a page already shown.
  const drawn = useRef<string | undefined>(undefined);
  if (!shown || drawn.current === id) return true;
  // Read once, answered or refused: a part read again after a refusal is pending again, and must not take the page away.
  const read = (query: { data: unknown; isFetched: boolean }) => query.data !== undefined || query.isFetched;
  const ready = read(permits) && (!issued || parts.every(read));
  if (ready) drawn.current = id;
  return ready;
}

/**
 * The decision's outcome: the permit (number, status, validity, certificate, verification link,
 * history, its status actions), what it owes (obligations) and its ABS Clearing-House record. Mounted by the application page.
 */
export function PermitPanel({ application, etag, onReload }: PermitPanelProps) {
  const permits = useQuery({ ...applicationPermitsQuery(useApi(), application.id), enabled: hasPermitPanel(application) });
  if (!hasPermitPanel(application)) return null;
  // After a 412 the permits may have changed too, not only the application.
  const reload = () => {
    onReload();
    void permits.refetch();
  };
  const allowed = application.allowedActions.filter(isKnownAction);
  const current = permits.data ? currentPermit(permits.data) : undefined;
  const permitActions = permits.data ? permitActionsFor(allowed, current?.status) : [];
  const publisherActions = CLEARING_HOUSE_ACTIONS.filter((action) => allowed.includes(action));
  const actionBar = <PanelActions applicationId={application.id} etag={etag} actions={permitActions} onReload={reload} />;
  if (permits.error) {
    return (
      <PanelSection title="Permit" actions={actionBar}>
        <ErrorView error={permits.error} onRetry={() => void permits.refetch()} />
      </PanelSection>
    );
  }
  if (!permits.data) {
    return (
      <PanelSection title="Permit" actions={actionBar}>
        <Text size="sm">Loading the permit…</Text>
      </PanelSection>
    );
  }
  if (!current) {
    return (
      <PanelSection title="Permit" actions={actionBar}>
        <Text size="sm">
          {permitActions.includes('issue')
            ? 'Approved: issue the permit to make its number, certificate and verification link.'
            : 'No permit issued yet; the approver issues it.'}
        </Text>
      </PanelSection>
    );
  }
  return (
    <>
      <PanelSection title="Permit" actions={actionBar}>
        <Stack gap="md">
          <PermitFacts permit={current} />
          <CertificatePreview permit={current} />
          <Divider />
          <VerificationLink permitNo={current.permitNo} url={current.verificationUrl} />
          <Divider />
          <Title order={3} size="h5">
            Certificate history
          </Title>
          <CertificateHistory permits={permits.data.permits} />
        </Stack>
      </PanelSection>
      <MaterialSection applicationId={application.id} permitNo={current.permitNo} />
      <ObligationsSection applicationId={application.id} etag={etag} allowedActions={allowed} onReload={reload} />
      <ClearingHouseSection
        applicationId={application.id}
        etag={etag}
        permits={permits.data}
        current={current}
        actions={publisherActions}
        onReload={reload}
      />
    </>
  );
}
