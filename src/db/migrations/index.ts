import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as renderingsInRow from './0002-renderings-in-row.js';
import * as renderingsLz4 from './0003-renderings-lz4.js';
import * as workflowFoundation from './0005-workflow-foundation.js';
import * as auditChain from './0005b-audit-chain.js';
import * as staffAccounts from './0006-staff-accounts.js';
import * as clockSettingsJobs from './0007-clock-settings-jobs.js';
import * as blobs from './0008-blobs.js';
import * as idempotencyKeys from './0009-idempotency-keys.js';
import * as staffReads from './0010-staff-reads.js';
import * as attachments from './0011-attachments.js';
import * as permitsAgreements from './0012-permits-agreements.js';
import * as searchByRowid from './0014-search-by-rowid.js';
import * as publicationQueue from './0015-publication-queue.js';
import * as eventsWebhooks from './0016-events-webhooks.js';
import * as mailMessages from './0017-mail-messages.js';
import * as obligations from './0018-obligations.js';
import * as abschPublication from './0019-absch-publication.js';
import * as places from './0020-places.js';
import * as privacy from './0021-privacy.js';
import * as subjectKeys from './0022-subject-keys.js';
import * as erasedFilesApplicants from './0023-erased-files-applicants.js';
import * as erasureLeavesNothing from './0024-erasure-leaves-nothing.js';
import * as internalEvents from './0025-internal-events.js';
import * as rateLimitWindows from './0026-rate-limit-windows.js';
import * as documentLibrary from './0027-document-library.js';
import * as specimenDatasetVersions from './0028-specimen-dataset-versions.js';
import * as deliveryClaims from './0029-delivery-claims.js';
import * as eventTraceparent from './0030-event-traceparent.js';
import * as permitTerms from './0031-permit-terms.js';
import * as expiryRemindersAbschUsage from './0032-expiry-reminders-absch-usage.js';
import * as transparencyLog from './0033-transparency-log.js';
import * as permitCredentials from './0035-permit-credentials.js';
import * as webhookEndpointConcurrency from './0036-webhook-endpoint-concurrency.js';
import * as permitMovements from './0037-permit-movements.js';
import * as logWitnessesAppendOnly from './0038-log-witnesses-append-only.js';
import * as credentialLogIndex from './0039-credential-log-index.js';
import * as deliveriesDueInOrder from './0040-deliveries-due-in-order.js';
import * as webhookBatchFunction from './0041-webhook-batch-function.js';
import * as webhookBatchClaimsByIndex from './0042-webhook-batch-claims-by-index.js';
import * as webhookClaimsMarkedById from './0043-webhook-claims-marked-by-id.js';
import * as claimsEachReadByItsIndex from './0044-claims-each-read-by-its-index.js';

/** Every migration, in order. Names are permanent: they are recorded in kysely_migration. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-renderings-in-row': renderingsInRow,
  '0003-renderings-lz4': renderingsLz4,
  '0005-workflow-foundation': workflowFoundation,
  '0005b-audit-chain': auditChain,
  '0007-clock-settings-jobs': clockSettingsJobs,
  '0006-staff-accounts': staffAccounts,
  '0008-blobs': blobs,
  '0009-idempotency-keys': idempotencyKeys,
  '0010-staff-reads': staffReads,
  '0011-attachments': attachments,
  '0012-permits-agreements': permitsAgreements,
  '0014-search-by-rowid': searchByRowid,
  '0015-publication-queue': publicationQueue,
  '0016-events-webhooks': eventsWebhooks,
  '0021-privacy': privacy,
  '0017-mail-messages': mailMessages,
  '0019-absch-publication': abschPublication,
  '0018-obligations': obligations,
  '0020-places': places,
  '0022-subject-keys': subjectKeys,
  '0023-erased-files-applicants': erasedFilesApplicants,
  '0024-erasure-leaves-nothing': erasureLeavesNothing,
  '0025-internal-events': internalEvents,
  '0026-rate-limit-windows': rateLimitWindows,
  '0027-document-library': documentLibrary,
  '0028-specimen-dataset-versions': specimenDatasetVersions,
  '0029-delivery-claims': deliveryClaims,
  '0030-event-traceparent': eventTraceparent,
  '0031-permit-terms': permitTerms,
  '0032-expiry-reminders-absch-usage': expiryRemindersAbschUsage,
  '0033-transparency-log': transparencyLog,
  '0035-permit-credentials': permitCredentials,
  '0036-webhook-endpoint-concurrency': webhookEndpointConcurrency,
  '0037-permit-movements': permitMovements,
  '0038-log-witnesses-append-only': logWitnessesAppendOnly,
  '0039-credential-log-index': credentialLogIndex,
  '0040-deliveries-due-in-order': deliveriesDueInOrder,
  '0041-webhook-batch-function': webhookBatchFunction,
  '0042-webhook-batch-claims-by-index': webhookBatchClaimsByIndex,
  '0043-webhook-claims-marked-by-id': webhookClaimsMarkedById,
  '0044-claims-each-read-by-its-index': claimsEachReadByItsIndex,
};
