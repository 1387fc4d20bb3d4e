import { isStaleRecord, type ProblemDetails } from '../../api/problem';
import { ProblemAlert } from './ProblemAlert';
import type { FieldLabels } from './problem-words';
import { StaleRecordAlert } from './StaleRecordAlert';

/**
 * What a form shows when its write failed: a 412 as the stale-record alert with its reload, any other
 * refusal as its title and, in people's words, its detail and the field messages (fields named by the
 * form's labels).
 */
export function FormProblem({
  error,
  problem,
  onReload,
  labels = {},
}: {
  error: unknown;
  problem: ProblemDetails | undefined;
  onReload: () => void;
  /** The form's labels by field path: the problem names fields as the form does. */
  labels?: FieldLabels;
}) {
  if (isStaleRecord(error)) return <StaleRecordAlert problem={error} onReload={onReload} />;
  if (!problem) return null;
  return <ProblemAlert problem={problem} labels={labels} withFieldErrors alwaysInWords />;
}
