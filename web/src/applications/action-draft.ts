import type { ActionName } from './application.queries';

/**
 * What was typed in an action's form, kept in the tab's session storage (never sent to the service)
 * from the moment it is sent until the service takes it or the form is closed: when the session has
 * ended meanwhile, the log-in page brings the user back to the application and the form opens again,
 * filled as it was (issue 18).
 */
export interface ActionDraft {
  readonly action: ActionName;
  readonly values: Readonly<Record<string, string>>;
}

const keyOf = (applicationId: string) => `biopermit.action-draft.${applicationId}`;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the form is simply not kept.
    return undefined;
  }
}

export function keepActionDraft(applicationId: string, draft: ActionDraft): void {
  try {
    storage()?.setItem(keyOf(applicationId), JSON.stringify(draft));
  } catch {
    // Full or refused: nothing kept, nothing lost but the convenience.
  }
}

export function readActionDraft(applicationId: string): ActionDraft | undefined {
  const raw = storage()?.getItem(keyOf(applicationId));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<ActionDraft>;
    if (typeof parsed.action !== 'string' || typeof parsed.values !== 'object' || parsed.values === null) return undefined;
    const values = Object.fromEntries(Object.entries(parsed.values).filter(([, value]) => typeof value === 'string'));
    return { action: parsed.action as ActionName, values };
  } catch {
    return undefined;
  }
}

export function forgetActionDraft(applicationId: string): void {
  storage()?.removeItem(keyOf(applicationId));
}
