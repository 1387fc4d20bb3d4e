import type { Kysely } from 'kysely';
import { externalDownloadPath, findAgencyApplication } from '../attachments/attachment.service.js';
import type { AgencyActor } from '../auth/actor.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { manilaDate } from '../clock/manila-time.js';
import type { DB } from '../db/schema.js';
import { AppError, type FieldError } from '../http/errors.js';
import { inputValidator } from '../http/input-validation.js';
import { unacceptableJson } from '../http/json-body.js';
import { permitStandingOf } from '../movements/balance.service.js';
import { isUuid, newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import type { ReceivedFile, ReceivedUploads, SentFile, UploadOptions } from '../uploads/upload.pipeline.js';
import { type ActionAnswer, type ActionIdempotency, actionIdempotency, storedAnswer } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { assertMayTakeBeforeLock, takeAction } from '../workflow/workflow.engine.js';
import { type ObligationSubmissionInput, submitObligation } from './obligation.actions.js';
import { findLatestSubmission, findObligation } from './obligation.repository.js';
import { type AgencySubmission, type SpecimenRow, SpecimenRows } from './obligation.schemas.js';
import { type ApplicationKey, agencySubmissionView, permitScopeOf } from './obligation.views.js';
import { COLLECTION_REPORT, type ObligationStatus, OPEN_OBLIGATION } from './obligation.vocabulary.js';
import { flagSpecimens } from './specimen.check.js';
import { flagAgainstTerms } from './terms.check.js';

/**
 * The agency's submission of an obligation (issue 20 §1): checked as far as it can be before a byte
 * of the file is read (the obligation exists and is owed), the specimen rows of a collection report
 * validated with the other fields (before anything is stored), flagged against the permit, then
 * recorded by the workflow's action `submit_obligation`. With an `Idempotency-Key`, the answer is
 * stored in the action's transaction (takeAction's, workflow/action-idempotency.ts), so a retry gets it again.
 */

export const SUBMIT_OPERATION = 'submit_obligation';

/** The obligation the route names, of this application: a 404 otherwise, before the upload is read. */
export async function findApplicationObligation(db: Kysely<DB>, application: ApplicationKey, obligationId: string) {
  const obligation = isUuid(obligationId) ? await findObligation(db, obligationId.toLowerCase()) : undefined;
  if (obligation === undefined || obligation.application_id !== application.id) {
    throw new AppError('not_found', `Application ${application.registrationNo} has no obligation ${obligationId}`);
  }
  return obligation;
}

/**
 * Only a pending or overdue obligation takes a submission (409). Checked before the upload is read,
 * unless the request carries an Idempotency-Key: a retry of a submission that went through finds the
 * obligation submitted, and is answered as the first time once its file is read.
 */
export function assertOwed(obligation: { readonly status: string; readonly title: string }): void {
  if (!OPEN_OBLIGATION.includes(obligation.status as ObligationStatus)) {
    throw new AppError(
      'action_not_allowed',
      `The obligation "${obligation.title}" is ${obligation.status}: only a pending or overdue obligation takes a submission`,
    );
  }
}

const checkSpecimens = inputValidator(SpecimenRows);

/**
 * The `specimens` part: required for a collection report, refused for any other obligation, a JSON
 * array of rows; problems point into it (`/specimens/0/count`).
 */
export function specimenProblems(obligationType: string, raw: string | undefined): FieldError[] {
  if (obligationType !== COLLECTION_REPORT) {
    return raw === undefined ? [] : [{ pointer: '/specimens', detail: `is only sent with a ${COLLECTION_REPORT}` }];
  }
  if (raw === undefined)
    return [{ pointer: '/specimens', detail: `is required for a ${COLLECTION_REPORT}: a JSON array of specimen rows` }];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [{ pointer: '/specimens', detail: 'is not valid JSON' }];
  }
  // The rules of every JSON body (no NUL, no lone surrogate, bounded depth), for this JSON in a field.
  const unacceptable = unacceptableJson(parsed);
  if (unacceptable.length > 0)
    return unacceptable.map((e) => ({ pointer: `/specimens${'pointer' in e ? e.pointer : ''}`, detail: e.detail }));
  try {
    checkSpecimens(parsed);
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return (error.extras.errors ?? []).map((e) => ({ pointer: `/specimens${'pointer' in e ? e.pointer : ''}`, detail: e.detail }));
  }
}

/**
 * A report's flags: against the terms its permit was issued with, else (a permit issued before the
 * terms existed) against the submission's species, places and periods as before.
 */
async function flagsOf(db: Kysely<DB>, applicationId: string, obligationId: string, specimens: readonly SpecimenRow[]) {
  const obligation = await findObligation(db, obligationId);
  const standing = obligation === undefined ? undefined : await permitStandingOf(db, obligation.permit_id);
  if (standing === undefined) return flagSpecimens(specimens, await permitScopeOf(db, applicationId));
  return flagAgainstTerms(specimens, standing, manilaDate(nowIso()));
}

export interface SubmissionRequest {
  /** The registry of actions (src/actions.ts): a submission is the action `submit_obligation`. */
  readonly actions: ActionRegistry;
  readonly application: ApplicationKey;
  readonly obligationId: string;
  readonly actor: AgencyActor;
  readonly upload: ReceivedUploads<{ specimens?: string; note?: string | null }>;
  readonly idempotencyKey: string | undefined;
  readonly base: string;
  readonly requestId: string;
  readonly clientAddress: string;
}

/** What a submission sent with an Idempotency-Key asked for: the application, the obligation, each file's digest and name, the specimens and the note. */
export function submissionIdempotency(
  agencyCode: string,
  key: string,
  applicationId: string,
  obligationId: string,
  files: readonly SentFile[],
  fields: { readonly specimens?: string; readonly note?: string | null },
): ActionIdempotency {
  const specimens = fields.specimens === undefined ? null : (JSON.parse(fields.specimens) as SpecimenRow[]);
  return actionIdempotency(
    { scope: agencyCode, key, operation: SUBMIT_OPERATION, status: 201 },
    {
      operation: SUBMIT_OPERATION,
      applicationId,
      obligationId: obligationId.toLowerCase(),
      files: files.map((file) => ({ sha256: file.sha256, fileName: file.fileName })),
      specimens,
      note: fields.note ?? null,
    },
  );
}

const filesSent = (files: readonly ReceivedFile[]): SentFile[] =>
  files.map((file) => ({ sha256: file.blob.sha256, fileName: file.fileName }));

/**
 * Records the submission; with an Idempotency-Key, a retry of one that went through (the obligation
 * now submitted) is answered as the first time: the action looks the key up before it is taken.
 */
export async function submitObligationOf(
  db: Kysely<DB>,
  store: BlobStore,
  request: SubmissionRequest,
): Promise<ActionAnswer<AgencySubmission>> {
  const { application, upload } = request;
  const obligationId = request.obligationId.toLowerCase();
  const specimens = upload.fields.specimens === undefined ? null : (JSON.parse(upload.fields.specimens) as SpecimenRow[]);
  const flags = specimens === null ? [] : await flagsOf(db, application.id, obligationId, specimens);
  const files = upload.files.map((file) => {
    const attachmentId = newId();
    return { attachmentId, upload: file, url: `${request.base}${externalDownloadPath(application, attachmentId)}` };
  });
  const input: ObligationSubmissionInput = {
    submissionId: newId(),
    files,
    store,
    specimens,
    flags,
    note: upload.fields.note ?? null,
  };
  const fileNames = new Map(files.map((file) => [file.attachmentId, file.upload.fileName]));
  return takeAction(
    { db, actions: request.actions },
    {
      applicationId: application.id,
      action: submitObligation.name,
      fields: { obligationId },
      input,
      actor: request.actor,
      requestId: request.requestId,
      clientAddress: request.clientAddress,
      answer: async (trx) => {
        const submission = await findLatestSubmission(trx, obligationId);
        if (submission === undefined) throw new Error('the submission was not recorded');
        return agencySubmissionView(submission, application, request.base, fileNames);
      },
      idempotency:
        request.idempotencyKey === undefined
          ? undefined
          : submissionIdempotency(
              application.agencyCode,
              request.idempotencyKey,
              application.id,
              obligationId,
              filesSent(upload.files),
              upload.fields,
            ),
    },
  );
}

/** A submission as the agency's route receives it: the application and obligation it names, and how to read its parts. */
export interface SubmissionUpload extends Omit<SubmissionRequest, 'application' | 'upload'> {
  readonly agencyCode: string;
  /** The application's registration number or uuid, as in the path. */
  readonly applicationNumber: string;
  /** Reads the multipart body through the upload pipeline, with the checks given (run as the parts arrive, before storing). */
  readonly receive: (
    checks: Pick<UploadOptions, 'checkFields' | 'beforeStoring'>,
  ) => Promise<ReceivedUploads<{ specimens?: string; note?: string | null }>>;
}

/**
 * The agency's submission, from its request: everything that can refuse without the file is decided
 * before a byte of it is read (the application, whether the action may be taken, the obligation and,
 * without an Idempotency-Key, whether it is owed); the specimen rows are checked with the other fields,
 * and a key reused for another request is refused before the files are stored, so nothing is left behind.
 */
export async function submitObligationUpload(
  db: Kysely<DB>,
  store: BlobStore,
  request: SubmissionUpload,
): Promise<ActionAnswer<AgencySubmission>> {
  const { agencyCode, applicationNumber, obligationId, actor, idempotencyKey, receive, ...rest } = request;
  const application = await findAgencyApplication(db, agencyCode, applicationNumber);
  assertMayTakeBeforeLock(actor, submitObligation, application);
  const obligation = await findApplicationObligation(db, application, obligationId);
  if (idempotencyKey === undefined) assertOwed(obligation);
  const upload = await receive({
    checkFields: (values) => specimenProblems(obligation.type, values.specimens),
    beforeStoring: async (files, values) => {
      if (idempotencyKey === undefined) return;
      await storedAnswer(db, submissionIdempotency(application.agencyCode, idempotencyKey, application.id, obligationId, files, values));
    },
  });
  return submitObligationOf(db, store, { ...rest, application, obligationId, actor, upload, idempotencyKey });
}
