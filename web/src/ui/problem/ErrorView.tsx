import { isStaleRecord, toProblem } from '../../api/problem';
import { ProblemAlert } from './ProblemAlert';
import { StaleRecordAlert } from './StaleRecordAlert';

/** Any error, shown for what it is: a stale record with its reload, or a problem with its title and detail. */
export function ErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isStaleRecord(error) && onRetry) return <StaleRecordAlert problem={error} onReload={onRetry} />;
  return <ProblemAlert problem={toProblem(error)} withFieldErrors {...(onRetry ? { onRetry } : {})} />;
}
