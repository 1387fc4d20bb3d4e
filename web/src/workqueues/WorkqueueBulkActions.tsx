import { Button, Checkbox, NativeSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../api/api-context';
import { directoryQuery } from '../applications/directory.queries';
import type { Role } from '../auth/session.contract';
import { BulkActionBar } from '../bulk/BulkActionBar';
import { BulkResults } from '../bulk/BulkResults';
import { type BatchAnswer, useBulkAssignments, useBulkPublications, usePrintCertificates } from '../bulk/bulk.queries';
import type { Selection } from '../bulk/selection';
import { displayText } from '../format/text';
import { ErrorView } from '../ui/problem/ErrorView';
import type { WorkqueueRow } from './workqueue-vocabulary';

interface WorkqueueBulkActionsProps {
  readonly rows: readonly WorkqueueRow[];
  readonly selection: Selection;
  /** The publisher's queue: rows are selected by permit number, to publish or print; otherwise by application, to assign. */
  readonly publication: boolean;
  readonly roles: readonly Role[];
}

/**
 * Several rows of a workqueue at once (issue 32 §4): assign the selected applications to a colleague,
 * or publish the selected permits to the Clearing-House and print their certificates as one PDF. Each
 * is sent as one batch; the service takes every item as its own action and says which were refused
 * and why, listed here. The buttons follow the roles; the service decides again for each item.
 */
export function WorkqueueBulkActions({ rows, selection, publication, roles }: WorkqueueBulkActionsProps) {
  const [results, setResults] = useState<{ title: string; answer: BatchAnswer } | undefined>();
  const keys = rows.flatMap((row) => (publication ? (row.permitNo ? [row.permitNo] : []) : [row.id]));
  const chosen = keys.filter((key) => selection.selected.has(key));
  const names = new Map(rows.map((row) => [row.id, row.registrationNo]));
  const done = (title: string) => (answer: BatchAnswer) => {
    selection.clear();
    setResults({ title, answer });
  };
  return (
    <Stack gap="xs">
      {keys.length > 0 && (
        <Checkbox
          label={`Select every ${publication ? 'permit' : 'application'} on this page`}
          checked={keys.length > 0 && chosen.length === keys.length}
          indeterminate={chosen.length > 0 && chosen.length < keys.length}
          onChange={(event) => selection.setAll(keys, event.currentTarget.checked)}
        />
      )}
      <BulkActionBar noun={publication ? 'permits' : 'applications'} count={chosen.length} onClear={selection.clear}>
        {publication ? (
          <PermitActions permitNos={chosen} mayPublish={roles.includes('abs_publisher')} onDone={done} />
        ) : (
          roles.includes('chief') && <AssignSelected applicationIds={chosen} onDone={done('Applications assigned')} />
        )}
      </BulkActionBar>
      {results && (
        <BulkResults
          title={results.title}
          answer={results.answer}
          nameOf={(item) => names.get(item) ?? item}
          onDismiss={() => setResults(undefined)}
        />
      )}
    </Stack>
  );
}

function AssignSelected({ applicationIds, onDone }: { applicationIds: string[]; onDone: (answer: BatchAnswer) => void }) {
  const api = useApi();
  const [assigneeId, setAssigneeId] = useState('');
  const colleagues = useQuery(directoryQuery(api, {}));
  const assign = useBulkAssignments();
  return (
    <>
      <NativeSelect
        size="xs"
        aria-label="Assign to"
        value={assigneeId}
        onChange={(event) => setAssigneeId(event.currentTarget.value)}
        data={[
          { value: '', label: colleagues.isPending ? 'Loading…' : 'Assign to…' },
          ...(colleagues.data ?? []).map((entry) => ({ value: entry.id, label: displayText(entry.name) })),
        ]}
      />
      <Button
        size="compact-sm"
        disabled={assigneeId === ''}
        loading={assign.isPending}
        onClick={() => assign.mutate({ applicationIds, assigneeId }, { onSuccess: onDone })}
      >
        Assign selected
      </Button>
      {assign.error && <ErrorView error={assign.error} />}
    </>
  );
}

function PermitActions({
  permitNos,
  mayPublish,
  onDone,
}: {
  permitNos: string[];
  mayPublish: boolean;
  onDone: (title: string) => (answer: BatchAnswer) => void;
}) {
  const publish = useBulkPublications();
  const print = usePrintCertificates();
  return (
    <>
      {mayPublish && (
        <Button
          size="compact-sm"
          loading={publish.isPending}
          onClick={() => publish.mutate(permitNos, { onSuccess: onDone('Publication asked') })}
        >
          Publish selected
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="default"
        loading={print.isPending}
        onClick={() =>
          print.mutate(permitNos, {
            onSuccess: ({ pdf, answer }) => {
              // The PDF opens in a tab of its own, to print; the outcome of each permit stays listed here.
              if (pdf) {
                const url = URL.createObjectURL(pdf);
                window.open(url, '_blank', 'noopener');
                // The tab has read it by then; the memory is given back.
                setTimeout(() => URL.revokeObjectURL(url), 60_000);
              }
              onDone('Certificates printed')(answer);
            },
          })
        }
      >
        Print certificates
      </Button>
      {publish.error && <ErrorView error={publish.error} />}
      {print.error && <ErrorView error={print.error} />}
    </>
  );
}
