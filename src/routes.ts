import type { FastifyInstance } from 'fastify';
import { abschOverviewRoutes } from './absch/absch-overview.staff.routes.js';
import { applicationAbschRoutes } from './absch/application-absch.staff.routes.js';
import { permitLookupRoutes } from './absch/permit-lookup.public.routes.js';
import { AGENCY_SCHEMAS } from './agencies/agency.schemas.js';
import { staffAgencyRoutes } from './agencies/agency.staff.routes.js';
import { staffApiClientRoutes } from './agencies/api-client.staff.routes.js';
import { oauthRoutes } from './agencies/oauth.public.routes.js';
import { oauthDiscoveryRoutes } from './agencies/oauth-discovery.public.routes.js';
import { externalAgreementRoutes } from './agreements/agreement.external.routes.js';
import type { AgreementDeps } from './agreements/agreement.service.js';
import { agreementRoutes } from './agreements/agreement.staff.routes.js';
import { agreementSignedFileRoutes } from './agreements/agreement-signed-file.staff.routes.js';
import { agreementStatusRoutes } from './agreements/agreement-status.staff.routes.js';
import { applicationRoutes } from './applications/application.external.routes.js';
import type { ApplicationServiceDeps } from './applications/application.service.js';
import { attachmentRoutes } from './attachments/attachment.external.routes.js';
import { staffAttachmentRoutes } from './attachments/attachment.staff.routes.js';
import { attachmentFileRoutes } from './attachments/attachment-file.external.routes.js';
import { staffAttachmentFileRoutes } from './attachments/attachment-file.staff.routes.js';
import { auditRoutes } from './audit/audit.staff.routes.js';
import { KeyEncryption } from './auth/key-encryption.js';
import type { KeyRing } from './auth/key-ring.js';
import type { BlobStore } from './blobs/blob-store.js';
import { bulkRoutes } from './bulk/bulk.staff.routes.js';
import { staffApplicationRoutes } from './casefile/application.staff.routes.js';
import { applicationActionRoutes } from './casefile/application-action.staff.routes.js';
import { holidayRoutes } from './clock/holiday.staff.routes.js';
import type { Config } from './config.js';
import { dashboardRoutes } from './dashboard/dashboard.staff.routes.js';
import type { Database } from './db/database.js';
import { dialectOf } from './db/dialect.js';
import type { StaleReads } from './db/read-replicas.js';
import { externalEventRoutes } from './events/events.external.routes.js';
import { darwinCoreRoutes } from './exports/darwin-core.staff.routes.js';
import { specimenDatasetRoutes } from './exports/specimen-dataset.public.routes.js';
import { healthRoutes } from './health/health.public.routes.js';
import { problemPageRoutes } from './http/problem-pages.public.routes.js';
import type { WindowCounters } from './http/rate-limit.js';
import { installValidators } from './http/validation.js';
import { libraryRoutes } from './library/library.external.routes.js';
import { libraryAttachRoutes } from './library/library-attach.external.routes.js';
import { mailRoutes } from './mail/mail.staff.routes.js';
import { externalMovementRoutes } from './movements/movement.external.routes.js';
import { staffMovementRoutes } from './movements/movement.staff.routes.js';
import { obligationRoutes } from './obligations/obligation.external.routes.js';
import { staffObligationRoutes } from './obligations/obligation.staff.routes.js';
import { obligationSubmissionRoutes } from './obligations/obligation-submission.external.routes.js';
import { staffCertificateRoutes } from './permits/certificate.staff.routes.js';
import { issuePreviewRoutes } from './permits/issue-preview.staff.routes.js';
import type { PermitDeps } from './permits/permit.deps.js';
import { externalPermitRoutes } from './permits/permit.external.routes.js';
import { staffPermitRoutes } from './permits/permit.staff.routes.js';
import { permitAbschDocumentRoutes } from './permits/permit-absch-document.staff.routes.js';
import { signedScanRoutes } from './permits/signed-scan.staff.routes.js';
import { verifyLimiter, verifyRoutes } from './permits/verify.public.routes.js';
import { codeListStaffRoutes } from './places/code-list.staff.routes.js';
import { externalPlaceRoutes } from './places/places.external.routes.js';
import { zoneStaffRoutes } from './places/zone.staff.routes.js';
import { assigneeRefusal } from './policy/application.policy.js';
import { privacyNoticeRoutes } from './privacy/notice/privacy-notice.public.routes.js';
import { privacyRoutes } from './privacy/privacy.staff.routes.js';
import { nationalReportRoutes } from './reports/national-report.staff.routes.js';
import { createSettingsReader, type SettingsReader } from './settings/settings.cache.js';
import { settingsRoutes } from './settings/settings.staff.routes.js';
import { vocabularyRoutes } from './settings/vocabulary.staff.routes.js';
import { staffDirectoryRoutes } from './staff/directory.staff.routes.js';
import { passwordChangeRoutes } from './staff/password-change.staff.routes.js';
import { passwordResetRoutes } from './staff/password-reset.staff.routes.js';
import { passwordSetupRoutes } from './staff/password-setup.staff.routes.js';
import { secondFactorRoutes } from './staff/second-factor.staff.routes.js';
import { staffSessionRoutes } from './staff/session.staff.routes.js';
import type { StaffAuthentication } from './staff/staff.hook.js';
import { STAFF_SCHEMAS } from './staff/staff.schemas.js';
import { staffUserRoutes } from './staff/user.staff.routes.js';
import { staffUserSessionRoutes } from './staff/user-sessions.staff.routes.js';
import { externalTermsRoutes } from './terms/terms.external.routes.js';
import { staffTermsRoutes } from './terms/terms.staff.routes.js';
import { uploadDependencies } from './uploads/upload.pipeline.js';
import { webPlugin } from './web/web.plugin.js';
import { externalWebhookRoutes } from './webhooks/webhooks.external.routes.js';
import { staffWebhookRoutes } from './webhooks/webhooks.staff.routes.js';
import type { ActionRegistry } from './workflow/action-registry.js';
import { externalActionRoutes } from './workflow/agency-actions.external.routes.js';
import { workqueueRoutes } from './workqueues/workqueue.staff.routes.js';

/** What the route plugins are given, made once by buildApp. */
export interface RouteDependencies {
  readonly config: Config;
  readonly database: Database;
  readonly keyRing: KeyRing;
  readonly applications: ApplicationServiceDeps;
  readonly settings: SettingsReader;
  readonly store: BlobStore;
  readonly permits: PermitDeps;
  readonly agreements: AgreementDeps;
  /** The registry of actions (src/actions.ts), for the routes that take actions or list them. */
  readonly actions: ActionRegistry;
  readonly staff: StaffAuthentication;
  /** Where the public routes' per-address limits count (shared by every process on PostgreSQL). */
  readonly rateLimits: WindowCounters;
  /** The handle for reads that may be a moment old: a replica when there are any (src/db/read-replicas.ts). */
  readonly reads: StaleReads;
}

/**
 * Every route plugin of the service, mounted here and nowhere else: a new capability adds its
 * plugin below. Routes by audience (docs/ARCHITECTURE.md): public ones, the agencies' external
 * API (`*.external.routes.ts`), the staff API (`*.staff.routes.ts`), then the back-office pages.
 */
export async function registerRoutes(app: FastifyInstance, deps: RouteDependencies): Promise<void> {
  const { config, database, store, permits, agreements, actions, settings, staff: auth } = deps;
  const { db } = database;
  // Seals webhook secrets at rest, as the signing keys are (SIGNING_KEY_ENCRYPTION_KEY).
  const webhookSecrets = {
    allowPrivateNetworks: config.webhooks.allowPrivateNetworks,
    sealer: new KeyEncryption(config.tokens.signingKeyEncryptionKey),
  };

  // In the order of the OpenAPI document's paths. Public: health, problem pages, the token endpoint.
  await app.register(healthRoutes, { database });
  await app.register(problemPageRoutes);
  // Tokens this service would sign are pointless when it trusts only an external identity provider.
  if (config.tokens.acceptLocalTokens) {
    await app.register(oauthRoutes, {
      db,
      keyRing: deps.keyRing,
      tokens: config.tokens,
      rateLimitPerMinute: config.tokenRateLimitPerMinute,
      rateLimits: deps.rateLimits,
    });
    await app.register(oauthDiscoveryRoutes, {
      keyRing: deps.keyRing,
      issuer: config.tokens.issuer,
      publicBaseUrl: config.publicBaseUrl,
    });
  }

  // The agencies' API under /api/v1/external/.
  await app.register(applicationRoutes, { deps: deps.applications, publicBaseUrl: config.publicBaseUrl });
  await app.register(externalActionRoutes, { db, actions, settings });
  // Public: the page a permit's QR code opens.
  // One per-address limit for the public permit lookups: the QR link's page and the machine lookup (issue 20 §3).
  const limiter = verifyLimiter(config.verifyRateLimitPerMinute, deps.rateLimits);
  await app.register(verifyRoutes, {
    db,
    reads: deps.reads,
    keyRing: deps.keyRing,
    rateLimitPerMinute: config.verifyRateLimitPerMinute,
    limiter,
  });
  await app.register(permitLookupRoutes, { reads: deps.reads, limiter });
  // Public: the specimen dataset and its feed, for GBIF or a museum to harvest (issue 32 §6).
  await app.register(specimenDatasetRoutes, { db, store, publicBaseUrl: config.publicBaseUrl, limiter });
  await app.register(privacyNoticeRoutes, { db });
  await app.register(externalPermitRoutes, { deps: permits });
  await app.register(externalAgreementRoutes, { deps: agreements });
  await app.register(attachmentRoutes, { db, actions, store, files: config.files, publicBaseUrl: config.publicBaseUrl });
  await app.register(attachmentFileRoutes, { db, store });
  await app.register(libraryRoutes, { db, store, files: config.files, publicBaseUrl: config.publicBaseUrl });
  await app.register(libraryAttachRoutes, { db, actions, store, publicBaseUrl: config.publicBaseUrl });
  await app.register(obligationRoutes, { db, publicBaseUrl: config.publicBaseUrl });
  await app.register(obligationSubmissionRoutes, { db, actions, store, files: config.files, publicBaseUrl: config.publicBaseUrl });
  await app.register(externalMovementRoutes, { deps: { db, actions } });
  await app.register(externalEventRoutes, { db, databaseUrl: config.databaseUrl });
  await app.register(externalWebhookRoutes, { db, ...webhookSecrets });
  await app.register(externalPlaceRoutes);
  await app.register(externalTermsRoutes, { deps: { db, actions } });

  // The staff API under /api/v1/staff/.
  await app.register(staffAccountRoutes, { auth, actions, reads: deps.reads });
  await app.register(staffPermitRoutes, { auth, deps: permits });
  await app.register(staffCertificateRoutes, { auth, deps: permits });
  await app.register(permitAbschDocumentRoutes, { auth, deps: permits });
  await app.register(issuePreviewRoutes, { auth, deps: permits });
  await app.register(signedScanRoutes, { auth, deps: permits, actions, uploads: uploadDependencies(config.files, store) });
  await app.register(staffAttachmentRoutes, { auth, db, actions, store, files: config.files, publicBaseUrl: config.publicBaseUrl });
  await app.register(staffAttachmentFileRoutes, { auth, db, store });
  const agreementUploads = uploadDependencies(config.files, store);
  await app.register(agreementRoutes, { auth, deps: agreements, uploads: agreementUploads });
  await app.register(agreementStatusRoutes, { auth, deps: agreements, uploads: agreementUploads });
  await app.register(agreementSignedFileRoutes, { auth, deps: agreements, uploads: agreementUploads });
  await app.register(staffObligationRoutes, { auth, db, publicBaseUrl: config.publicBaseUrl });
  await app.register(staffMovementRoutes, { db });
  await app.register(darwinCoreRoutes, { db, publicBaseUrl: config.publicBaseUrl, absch: config.absch });
  await app.register(nationalReportRoutes, { reads: deps.reads });
  await app.register(staffApplicationRoutes, { auth, actions, settings, publicBaseUrl: config.publicBaseUrl });
  await app.register(applicationActionRoutes, { auth, actions, settings, permits, publicBaseUrl: config.publicBaseUrl });
  await app.register(staffWebhookRoutes, { auth, ...webhookSecrets });
  await app.register(privacyRoutes, { db, store, actions });
  await app.register(applicationAbschRoutes, { auth, db, config: config.absch });
  await app.register(abschOverviewRoutes, { auth, db, config: config.absch });
  await app.register(bulkRoutes, { auth, actions, settings, permits });
  await app.register(staffTermsRoutes, { auth, deps: { db, actions } });

  await app.register(webPlugin);
}

/**
 * The staff routes that use the named staff schemas (OpenAPI components): sessions, accounts,
 * agencies, reads and settings. Every answer is `Cache-Control: no-store`: sessions, CSRF tokens and
 * one-time secrets are in them.
 */
async function staffAccountRoutes(
  app: FastifyInstance,
  options: { auth: StaffAuthentication; actions: ActionRegistry; reads: StaleReads },
): Promise<void> {
  const schemas = [...STAFF_SCHEMAS, ...AGENCY_SCHEMAS];
  for (const schema of schemas) app.addSchema(schema);
  // Adding schemas gives this plugin Fastify's default validator; put ours back, aware of them.
  installValidators(app, schemas);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const { auth } = options;
  const { db } = auth.deps;
  const deps = { db, dialect: dialectOf(db), settings: createSettingsReader(db) };
  await app.register(staffSessionRoutes, { auth });
  await app.register(passwordChangeRoutes, { auth });
  await app.register(secondFactorRoutes, { auth });
  await app.register(passwordSetupRoutes, { auth });
  await app.register(staffUserRoutes, { auth });
  await app.register(staffUserSessionRoutes, { auth });
  await app.register(passwordResetRoutes, { auth });
  // Whom `assign` accepts, judged over the registry's actions (the directory's `assignableTo`).
  const { actions } = options.actions;
  await app.register(staffDirectoryRoutes, {
    auth,
    assigneeRefusal: (candidate, application) => assigneeRefusal(candidate, application, actions),
  });
  await app.register(vocabularyRoutes);
  await app.register(staffAgencyRoutes, { auth });
  await app.register(staffApiClientRoutes, { auth });
  await app.register(workqueueRoutes, { deps, reads: options.reads });
  await app.register(auditRoutes, { database: { db } });
  await app.register(mailRoutes, { db });
  await app.register(settingsRoutes, { db });
  await app.register(holidayRoutes, { db });
  await app.register(codeListStaffRoutes);
  await app.register(zoneStaffRoutes, { db });
  await app.register(dashboardRoutes, { deps, reads: options.reads });
}
