import { AnchorLink } from '../ui/link/AnchorLink';
import { validateWorkqueueSearch, type WorkqueueSearch } from './workqueue-search';

/** Where this tab's workqueues were last: kept for the tab (sessionStorage), not across tabs or log-ins. */
const KEY = 'biopermit.last-workqueue';

/** Remembers the workqueue as it is shown (queue, search, filters, order, page), for the way back from an application. */
export function rememberWorkqueue(search: WorkqueueSearch): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(search));
  } catch {
    // Storage refused (private mode, quota): the way back is then the home queue.
  }
}

/** The workqueue this tab showed last, read as the route reads its URL (what it would refuse is dropped). */
export function lastWorkqueue(): WorkqueueSearch {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? validateWorkqueueSearch(stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** "← Workqueues": back to the queue the user came from, as they left it. */
export function BackToWorkqueues() {
  return (
    <AnchorLink to="/workqueues" search={lastWorkqueue()} size="sm">
      ← Workqueues
    </AnchorLink>
  );
}
