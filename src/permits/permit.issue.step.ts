import type { ApplicationState } from '../applications/application.rendering.js';
import type { ApplicationEffect } from '../applications/application.write.js';
import { AppError } from '../http/errors.js';
import { newId } from '../shared/ids.js';
import type { JournalAction, NoticeType } from '../workflow/vocabulary.js';
import type { PermitDeps } from './permit.deps.js';
import { issuePermitEffect, requirePublicBaseUrl } from './permit.issue.js';
import type { CbdStatus } from './permit.vocabulary.js';

/**
 * What one permit action writes, independent of how it is taken (the workflow engine's action
 * registry, or a direct call of the service): its journal entry, its notice, the child-row effects,
 * and the application's new `cbdStatus` when it changes one.
 */
export interface PermitStep {
  readonly journal: readonly { readonly action: JournalAction; readonly payload: Record<string, unknown> }[];
  readonly notice: { readonly type: NoticeType; readonly message: string };
  readonly effects: readonly ApplicationEffect[];
  readonly cbdStatus?: CbdStatus | null;
}

export interface IssueFields {
  readonly title?: string | undefined;
  readonly description?: string | undefined;
}

/**
 * `issue` (approved → issued): the first permit of the application, with its number, validity and
 * certificate; its Clearing-House publication becomes `ready`. Refused without PUBLIC_BASE_URL, before
 * anything is written, since the certificate's QR code would lead nowhere.
 */
export function issueStep(deps: PermitDeps, application: ApplicationState, fields: IssueFields): PermitStep {
  requirePublicBaseUrl(deps);
  if (application.status !== 'approved') {
    throw new AppError(
      'conflict',
      `Application ${application.registration_no} is ${application.status}: only an approved one is issued a permit`,
    );
  }
  const permitId = newId();
  return {
    journal: [{ action: 'permit_issued', payload: { permitId, ...fields } }],
    notice: {
      type: 'permit_issued',
      message: `A permit is issued for application ${application.registration_no}; its certificate is in the record (gp).`,
    },
    effects: [issuePermitEffect(deps, { permitId, issuance: 'original', title: fields.title, description: fields.description })],
    cbdStatus: 'ready',
  };
}
