import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { data } from '../api/client';
import type { operations } from '../api/schema';
import { applicationKeys } from '../applications/application.queries';
import { workqueueKeys } from '../workqueues/workqueues.queries';

/** The answer of a batch (POST /api/v1/staff/bulk/…): every item, done or refused with why. */
export type BatchAnswer = operations['assignApplicationsInBulk']['responses'][200]['content']['application/json'];
export type BatchResult = BatchAnswer['results'][number];
export type DocumentReviewItem = operations['reviewDocumentsInBulk']['requestBody']['content']['application/json']['items'][number];

/** Each item of a batch is its own action: the applications it touched and the queues are read again. */
function useInvalidateAfterBatch() {
  const queryClient = useQueryClient();
  return (answer: BatchAnswer) => {
    for (const id of new Set(answer.results.flatMap((result) => (result.applicationId ? [result.applicationId] : [])))) {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.one(id) });
    }
    void queryClient.invalidateQueries({ queryKey: workqueueKeys.all });
  };
}

/** A fresh Idempotency-Key per batch sent: a retry after a lost answer replays what was done. */
const freshKey = () => ({ 'idempotency-key': crypto.randomUUID() });

export function useBulkDocumentReviews() {
  const api = useApi();
  const invalidate = useInvalidateAfterBatch();
  return useMutation({
    mutationFn: (items: DocumentReviewItem[]) =>
      data(api.client.POST('/api/v1/staff/bulk/document-reviews', { params: { header: freshKey() }, body: { items } })),
    onSuccess: invalidate,
  });
}

export function useBulkAssignments() {
  const api = useApi();
  const invalidate = useInvalidateAfterBatch();
  return useMutation({
    mutationFn: (body: { applicationIds: string[]; assigneeId: string }) =>
      data(api.client.POST('/api/v1/staff/bulk/assignments', { params: { header: freshKey() }, body })),
    onSuccess: invalidate,
  });
}

export function useBulkPublications() {
  const api = useApi();
  const invalidate = useInvalidateAfterBatch();
  return useMutation({
    mutationFn: (permitNos: string[]) =>
      data(api.client.POST('/api/v1/staff/bulk/absch-publications', { params: { header: freshKey() }, body: { permitNos } })),
    onSuccess: invalidate,
  });
}

/** What a printed batch gives back: the PDF (none when every permit was refused), and each permit's outcome. */
export interface PrintedCertificates {
  readonly pdf: Blob | undefined;
  readonly answer: BatchAnswer;
}

/** The 422 `batch_refused` of a batch that printed nothing, with each permit's refusal in `results`. */
function refusedBatch(error: unknown): BatchAnswer | undefined {
  const results = (error as { code?: unknown; results?: unknown } | undefined)?.results;
  if ((error as { code?: unknown } | undefined)?.code !== 'batch_refused' || !Array.isArray(results)) return undefined;
  return { done: 0, refused: results.length, results: results as BatchResult[] };
}

/** Prints the permits' current certificates as one PDF; each permit's outcome comes in the `Bulk-Results` header. */
export function usePrintCertificates() {
  const api = useApi();
  return useMutation({
    mutationFn: async (permitNos: string[]): Promise<PrintedCertificates> => {
      const sent = await api.client.POST('/api/v1/staff/bulk/certificates', { body: { permitNos }, parseAs: 'blob' });
      const refused = refusedBatch(sent.error);
      if (refused) return { pdf: undefined, answer: refused };
      const pdf = await data(Promise.resolve(sent));
      const header = sent.response.headers.get('bulk-results');
      const answer: BatchAnswer = header
        ? (JSON.parse(header) as BatchAnswer)
        : { done: permitNos.length, refused: 0, results: permitNos.map((item) => ({ item, outcome: 'done' as const })) };
      return { pdf: pdf as Blob, answer };
    },
  });
}
