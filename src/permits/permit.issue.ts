import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { ApplicationEffect, EffectContext } from '../applications/application.write.js';
import type { Actor } from '../auth/actor.js';
import type { CredentialKeyRing } from '../auth/credential-key-ring.js';
import { registerBlob } from '../blobs/blob.repository.js';
import { manilaYear } from '../clock/manila-time.js';
import { issuerOf } from '../credentials/credential.deps.js';
import { issuePermitCredential } from '../credentials/permit-credential.service.js';
import { termsDigestOf, termsLineCountOf } from '../credentials/terms-digest.js';
import type { DB, PermitTable } from '../db/schema.js';
import { advanceSequence } from '../db/sequences.js';
import { AppError } from '../http/errors.js';
import { validityMonthsFor } from '../settings/setting.definitions.js';
import { readSetting } from '../settings/settings.service.js';
import { newId } from '../shared/ids.js';
import { sealCertificate } from '../signing/certificate.seal.js';
import { issueTermsEffect, type TermsToIssue } from '../terms/terms.issue.js';
import type { TermsRecord } from '../terms/terms.repository.js';
import { reserveLogIndex } from '../transparency-log/transparency-log.service.js';
import type { PermitIssuance } from '../vocabulary/permit.vocabulary.js';
import { certificateAttachmentsOf } from './certificate.attachments.js';
import { certificateInputOf, readSitesAndSpecies } from './certificate.from-application.js';
import type { CertificateInput } from './certificate.input.js';
import { type PermitDeps, permitCertificateUrl } from './permit.deps.js';
import { insertPermit, insertPermitCertificate, updatePermit } from './permit.repository.js';
import { expiryOf, formatPermitNumber, permitSequence } from './permit.terms.js';
import { authorisedQuantitiesOf, credentialRequestOf } from './permit-credential.source.js';
import { signPermitLink } from './verify-link.js';

/** What an issue, a renewal or an amendment asks for. */
export interface IssuePlan {
  readonly issuance: PermitIssuance;
  /** The permit a renewal or amendment supersedes. */
  readonly supersedes?: PermitTable | undefined;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  /** An amendment's new conditions; otherwise the superseded permit's, or the settings' for a first permit. */
  readonly conditions?: readonly string[] | undefined;
  /** The terms it is issued with (issue 28 §1): the row's conditions are theirs, the certificate prints them. */
  readonly terms?: TermsToIssue | undefined;
}

/** The verification link's base; issuing without it would print a link that leads nowhere. */
export function requirePublicBaseUrl(deps: Pick<PermitDeps, 'publicBaseUrl'>): string {
  if (deps.publicBaseUrl === undefined) {
    throw new AppError(
      'not_configured',
      'PUBLIC_BASE_URL is not set: a certificate needs it for its verification link. Ask the operator to set it.',
    );
  }
  return deps.publicBaseUrl;
}

/**
 * The permit row of an issue, renewal or amendment, with its number: called by the action's `decide`,
 * after every check, so the notice can name the number. The number comes from `permit:YYYY`, whose
 * row lock is held to the commit: concurrent issues queue, and a change that rolls back gives its
 * number back, so there is no gap. (Only permit actions take this lock, after their application's
 * row and before anything else, so they cannot deadlock with other writers.)
 */
export async function preparePermit(
  trx: Kysely<DB>,
  deps: PermitDeps,
  plan: IssuePlan,
  context: { readonly application: ApplicationState; readonly actor: Actor; readonly now: string },
): Promise<PermitTable> {
  requirePublicBaseUrl(deps);
  const numbering = await readSetting(trx, 'permits.numbering');
  const year = manilaYear(context.now);
  const permitNo = formatPermitNumber(numbering, year, await advanceSequence(trx, permitSequence(year), 1));
  return permitRowOf(trx, deps, plan, context, permitNo);
}

/**
 * The permit row a plan gives, with the number it is given: the terms come from the settings (a
 * first permit) or the superseded permit. Reads only: the issue's preview (permit.preview.service.ts)
 * asks it with a specimen number, so what it shows is what the issue would write.
 */
export async function permitRowOf(
  trx: Kysely<DB>,
  deps: PermitDeps,
  plan: IssuePlan,
  context: { readonly application: ApplicationState; readonly actor: Actor; readonly now: string },
  permitNo: string,
): Promise<PermitTable> {
  const baseUrl = requirePublicBaseUrl(deps);
  const { application, now } = context;
  const previous = plan.supersedes;
  const dateExpired =
    plan.issuance === 'amendment' && previous?.date_expired
      ? previous.date_expired
      : expiryOf(now, validityMonthsFor(await readSetting(trx, 'permits.validity'), application.permit_type));
  const signatory = await readSetting(trx, 'permits.signatory');
  const authority = await readSetting(trx, 'permits.authority');
  const conditions =
    plan.terms?.conditions ??
    plan.conditions ??
    (previous === undefined ? await readSetting(trx, 'permits.conditions') : (JSON.parse(previous.conditions) as string[]));
  const id = newId();
  return {
    id,
    application_id: application.id,
    permit_no: permitNo,
    title: plan.title ?? previous?.title ?? authority.permitTypeTitle,
    description: plan.description ?? previous?.description ?? application.purpose,
    date_issued: now,
    date_expired: dateExpired,
    date_renewed: previous === undefined ? null : now,
    file_name: `${permitNo}.pdf`,
    file_extension: 'pdf',
    status: 'issued',
    url: permitCertificateUrl(baseUrl, application.registration_no, application.agency_code, id),
    created_by: context.actor.id,
    file_uploaded_by: null,
    created_at: now,
    issuance: plan.issuance,
    status_reason: null,
    status_changed_at: now,
    supersedes_id: previous?.id ?? null,
    superseded_by_id: null,
    signatory_name: signatory.name ?? (context.actor.kind === 'staff' ? context.actor.name : null),
    signatory_position: signatory.position,
    conditions: JSON.stringify(conditions),
    absch_identifier: previous?.absch_identifier ?? null,
    ircc_identifier: previous?.ircc_identifier ?? null,
    updated_at: now,
  };
}

/**
 * Writes a prepared permit in the change's transaction (changeApplication's effects): its
 * certificate, rendered from the application as stored and stored durably before the rows that
 * point at it (docs/BLOBS.md; an abort after the store leaves bytes without a row, which gc removes),
 * the permit row, its certificate row, and the superseded permit's new status.
 */
export function issuePermitEffect(deps: PermitDeps, permit: PermitTable, terms?: TermsToIssue): ApplicationEffect {
  return async (trx, context) => {
    // The terms first: the certificate prints them as they are stored for this permit.
    if (terms !== undefined) await issueTermsEffect(terms, permit.id)(trx, context);
    const { pdf, kind } = await sealCertificate(
      deps.sealer,
      await renderCertificate(trx, deps, permit, context, terms?.record),
      context.now,
    );
    const blob = await deps.store.put(Readable.from([pdf]));
    await registerBlob(trx, deps.store, {
      sha256: blob.sha256,
      size: blob.size,
      contentType: 'application/pdf',
      scanStatus: 'not_scanned',
      scanSignature: null,
    });
    await insertPermit(trx, permit);
    await insertPermitCertificate(trx, {
      id: newId(),
      permit_id: permit.id,
      kind,
      blob_sha256: blob.sha256,
      file_name: permit.file_name ?? `${permit.permit_no}.pdf`,
      created_by: context.actor.id,
      created_at: context.now,
    });
    if (permit.supersedes_id !== null) {
      await updatePermit(trx, permit.supersedes_id, {
        status: 'superseded',
        superseded_by_id: permit.id,
        status_changed_at: context.now,
        updated_at: context.now,
      });
    }
  };
}

/** The certificate of a permit row, from the application as stored now. */
async function renderCertificate(
  trx: Kysely<DB>,
  deps: PermitDeps,
  permit: PermitTable,
  context: EffectContext,
  terms: TermsRecord | undefined,
): Promise<Buffer> {
  // Signed with the keys already loaded (`refresh: false`): this runs inside the action's transaction,
  // and a key ring due for its once-a-minute reload would otherwise read through the database object,
  // which on SQLite waits for the one connection this transaction holds, for ever.
  const verificationUrl = await signPermitLink(
    deps.keyRing,
    requirePublicBaseUrl(deps),
    { permitNo: permit.permit_no, permitId: permit.id },
    { refresh: false },
  );
  const input = await certificateInputFor(trx, permit, context.application, { verificationUrl, now: context.now, terms });
  // The QR code carries the permit itself, signed (issue 29 §2); the link stays printed beside it.
  const qrText =
    deps.credentialKeys === undefined ? undefined : await issueCredentialOf(trx, deps, deps.credentialKeys, permit, context, terms, input);
  return certificatePdfOf(trx, permit, context.application, qrText === undefined ? input : { ...input, qrText });
}

/**
 * The permit's offline credential, made and kept in the issuing transaction (src/credentials/), to fit
 * the certificate's QR code: with the digest of the terms the certificate embeds (`input`, which becomes
 * its permit.json) for when the species do not.
 */
async function issueCredentialOf(
  trx: Kysely<DB>,
  deps: PermitDeps,
  keys: CredentialKeyRing,
  permit: PermitTable,
  context: EffectContext,
  terms: TermsRecord | undefined,
  input: CertificateInput,
): Promise<string> {
  const request = await credentialRequestOf(trx, permit, context.application, authorisedQuantitiesOf(terms));
  // The index the permit's entry will have in the public log, which this change numbers before it commits
  // (src/transparency-log/): reserving it takes the log's lock, held to the commit, after the permit number's.
  const logIndex = await reserveLogIndex(trx);
  // Loaded on first use, as the PDF renderer is (certificatePdfOf): the QR encoder is no start's business.
  const { fitsCertificateQr } = await import('./certificate.qr.js');
  return issuePermitCredential(
    trx,
    { db: trx, keys, issuer: issuerOf(requirePublicBaseUrl(deps)) },
    {
      ...request,
      permit: { ...request.permit, logIndex },
      terms: { digest: termsDigestOf(input), lines: termsLineCountOf(input) },
      fits: fitsCertificateQr,
    },
  );
}

interface CertificateOptions {
  readonly verificationUrl: string;
  readonly now: string;
  readonly specimen?: boolean;
  readonly qrText?: string | undefined;
  readonly terms?: TermsRecord | undefined;
}

/**
 * The certificate PDF of a permit row and its application as stored now. A specimen (the issue's
 * preview) carries no verification link and is marked as not issued on every page.
 */
export async function renderPermitCertificate(
  db: Kysely<DB>,
  permit: PermitTable,
  application: ApplicationState,
  options: CertificateOptions,
): Promise<Buffer> {
  const input = await certificateInputFor(db, permit, application, options);
  return certificatePdfOf(db, permit, application, options.qrText === undefined ? input : { ...input, qrText: options.qrText });
}

/** What the certificate prints, from the permit row and the application as stored now (its QR text aside). */
async function certificateInputFor(
  db: Kysely<DB>,
  permit: PermitTable,
  application: ApplicationState,
  options: Omit<CertificateOptions, 'qrText'>,
): Promise<CertificateInput> {
  const sites = await readSitesAndSpecies(db, application.id);
  const authority = await readSetting(db, 'permits.authority');
  return certificateInputOf(
    application,
    sites,
    authority,
    {
      permitNo: permit.permit_no,
      dateIssued: permit.date_issued ?? options.now,
      dateExpired: permit.date_expired ?? options.now,
      conditions: JSON.parse(permit.conditions) as string[],
      signatory: { name: permit.signatory_name ?? '', position: permit.signatory_position ?? '' },
      verificationUrl: options.verificationUrl,
      specimen: options.specimen === true,
    },
    options.terms,
  );
}

/** The PDF of a certificate input, with the files it embeds (certificate.attachments.ts). */
async function certificatePdfOf(
  db: Kysely<DB>,
  permit: PermitTable,
  application: ApplicationState,
  input: CertificateInput,
): Promise<Buffer> {
  // Loaded on first use: PDFKit, its fonts and the map take most of a second to load, which every
  // start paid for a certificate it may never render (bench/startup/).
  const { renderCertificatePdf } = await import('./certificate.pdf.js');
  return renderCertificatePdf({ ...input, embeddedFiles: await certificateAttachmentsOf(db, permit, application, input) });
}
