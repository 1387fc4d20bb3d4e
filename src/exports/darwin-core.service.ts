import type { Kysely } from 'kysely';
import { irccUrlOf } from '../absch/ircc-url.js';
import { recordAuditEvent } from '../audit/audit.repository.js';
import type { StaffActor } from '../auth/actor.js';
import { addDays, isIsoDate, manilaDate, manilaStartOfDay } from '../clock/manila-time.js';
import type { AbschConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { AppError, type FieldError, validationError } from '../http/errors.js';
import type { SpecimenFlag, SpecimenRow } from '../obligations/obligation.schemas.js';
import { publicStatusOf } from '../permits/public-status.js';
import { issuingAuthority } from '../permits/verify.page.js';
import { assertMayExportDarwinCore, DARWIN_CORE_EXPORT_ROLES } from '../policy/export.policy.js';
import { readableAgencies } from '../policy/read.policy.js';
import type { DarwinCoreExport } from '../settings/setting.definitions.js';
import { readSetting } from '../settings/settings.service.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import type { AuditContext } from '../staff/audit-context.js';
import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';
import { type ArchiveFile, streamZip } from './darwin-core.archive.js';
import { type EmlInput, emlXml, metaXml, OCCURRENCE_FILE, PERMIT_FILE } from './darwin-core.metadata.js';
import { type AcceptedReport, type ArchiveFilter, acceptedReportBatches } from './darwin-core.repository.js';
import {
  authorisedRows,
  headerOf,
  lineOf,
  OCCURRENCE_COLUMNS,
  occurrenceIdOf,
  occurrenceOf,
  PERMIT_COLUMNS,
  type PermitFacts,
  permitRowsOf,
} from './darwin-core.rows.js';

/**
 * The Darwin Core Archive of accepted collection reports (issue 20 §4, docs/DARWIN-CORE.md): the
 * range and the user's right checked, the download audited, then the archive streamed. Its two data
 * files are written in two passes over the same reports (those accepted before the export began),
 * batch by batch, so a range of any length costs a batch of memory, not the archive.
 */

export interface DarwinCoreDeps {
  readonly db: Kysely<DB>;
  readonly publicBaseUrl: string | undefined;
  readonly absch: AbschConfig | undefined;
  /** Reports read per query. */
  readonly batchSize?: number;
}

export interface DarwinCoreQuery {
  readonly issuedFrom: string;
  readonly issuedTo: string;
}

export interface DarwinCoreArchive {
  readonly fileName: string;
  readonly chunks: AsyncGenerator<Buffer>;
}

function checkRange(query: DarwinCoreQuery): void {
  const errors: FieldError[] = [];
  for (const name of ['issuedFrom', 'issuedTo'] as const) {
    if (!isIsoDate(query[name])) errors.push({ parameter: name, detail: `is not a calendar date (YYYY-MM-DD): ${query[name]}` });
  }
  if (errors.length > 0) throw validationError(errors);
  if (query.issuedFrom > query.issuedTo) {
    throw validationError([{ parameter: 'issuedTo', detail: `is before issuedFrom (${query.issuedFrom})` }]);
  }
}

/** The two data files, each a pass over the same reports: a header, then a piece per batch. */
function dataFiles(
  batches: () => AsyncGenerator<AcceptedReport[]>,
  settings: DarwinCoreExport,
  factsOf: (report: AcceptedReport) => PermitFacts,
): { occurrences: () => AsyncGenerator<string>; permits: () => AsyncGenerator<string> } {
  // Only a report measured against its permit's terms is trusted to say what the permit did not authorise.
  const rowsOf = (report: AcceptedReport) =>
    authorisedRows(JSON.parse(report.specimens) as SpecimenRow[], report.hasTerms ? (JSON.parse(report.flags) as SpecimenFlag[]) : []);
  return {
    async *occurrences() {
      yield `${headerOf(OCCURRENCE_COLUMNS).join('\t')}\n`;
      for await (const batch of batches()) {
        yield batch
          .flatMap((report) => {
            const facts = factsOf(report);
            return rowsOf(report).map(([row, index]) =>
              lineOf(OCCURRENCE_COLUMNS, occurrenceOf(report.submissionId, index, row, settings, facts)),
            );
          })
          .join('');
      }
    },
    async *permits() {
      yield `${headerOf(PERMIT_COLUMNS).join('\t')}\n`;
      for await (const batch of batches()) {
        yield batch
          .flatMap((report) => {
            const facts = factsOf(report);
            return rowsOf(report).flatMap(([, index]) =>
              permitRowsOf(occurrenceIdOf(report.submissionId, index), facts).map((line) => lineOf(PERMIT_COLUMNS, line)),
            );
          })
          .join('');
      }
    },
  };
}

/** What the caller says of its archive in eml.xml, given the authority; the rest (licence, dates) is common. */
export interface EmlIdentity extends Pick<EmlInput, 'packageId' | 'version'> {
  readonly title: (authority: string) => string;
  readonly scope: (authority: string) => string;
}

const once = (text: string) =>
  async function* piece(): AsyncGenerator<string> {
    yield text;
  };

/** An archive's parts: its data files still to be read, and its eml.xml once the caller says what the archive is. */
export interface DarwinCoreParts {
  readonly occurrences: () => AsyncGenerator<string>;
  readonly permits: () => AsyncGenerator<string>;
  readonly eml: (identity: EmlIdentity) => string;
}

/**
 * The parts of an archive of the reports `filter` selects (the staff export streams them; the public
 * dataset reads them whole and stores the ZIP). `startedAt` is the instant the archive is of: the
 * permits' statuses are those of that moment.
 */
export async function darwinCoreParts(
  deps: Pick<DarwinCoreDeps, 'db' | 'absch' | 'batchSize'> & { readonly publicBaseUrl: string },
  filter: ArchiveFilter,
  startedAt: string,
): Promise<DarwinCoreParts> {
  const { db } = deps;
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  const [authoritySetting, settings] = await Promise.all([readSetting(db, 'permits.authority'), readSetting(db, 'exports.darwin_core')]);
  const authority = issuingAuthority(authoritySetting);
  const { occurrences, permits } = dataFiles(
    () => acceptedReportBatches(db, filter, deps.batchSize ?? 20),
    settings,
    (report) => ({
      permitNo: report.permitNo,
      permitTitle: report.permitTitle,
      dateIssued: manilaDate(report.dateIssued),
      dateExpired: report.dateExpired === null ? null : manilaDate(report.dateExpired),
      irccIdentifier: report.irccIdentifier,
      publicUri: `${base}/api/v1/public/permits/${encodeURIComponent(report.permitNo)}`,
      irccUri: irccUrlOf(deps.absch, report.irccIdentifier),
      issuedBy: authority,
      // Void permits are not read (repository), so a status here is never `not_valid`.
      status: publicStatusOf(report.permitStatus as PermitStatus, report.dateExpired, startedAt) as PermitFacts['status'],
    }),
  );
  const eml = (identity: EmlIdentity) =>
    emlXml({
      packageId: identity.packageId,
      ...(identity.version === undefined ? {} : { version: identity.version }),
      title: identity.title(authority),
      scope: identity.scope(authority),
      authority,
      pubDate: manilaDate(startedAt),
      dateStamp: startedAt,
      license: settings.license,
      threatenedSource: settings.threatenedSource,
    });
  return { occurrences, permits, eml };
}

/** The four files of an archive, in the order GBIF's readers expect: the descriptor and metadata first. */
export function archiveFilesOf(parts: Pick<DarwinCoreParts, 'occurrences' | 'permits'>, eml: string): ArchiveFile[] {
  return [
    { name: 'meta.xml', pieces: once(metaXml()) },
    { name: 'eml.xml', pieces: once(eml) },
    { name: OCCURRENCE_FILE, pieces: parts.occurrences },
    { name: PERMIT_FILE, pieces: parts.permits },
  ];
}

export async function exportDarwinCore(
  deps: DarwinCoreDeps,
  actor: StaffActor,
  query: DarwinCoreQuery,
  context: AuditContext,
): Promise<DarwinCoreArchive> {
  assertMayExportDarwinCore(actor);
  checkRange(query);
  const { db } = deps;
  if (deps.publicBaseUrl === undefined) {
    throw new AppError(
      'not_configured',
      'PUBLIC_BASE_URL is not set: every row names its permit by its public URI. Ask the operator to set it.',
    );
  }
  const startedAt = nowIso();
  const filter: ArchiveFilter = {
    issuedFrom: manilaStartOfDay(query.issuedFrom),
    issuedBefore: manilaStartOfDay(addDays(query.issuedTo, 1)),
    acceptedBy: startedAt,
    agencyCodes: readableAgencies(actor),
  };
  await recordAuditEvent(db, {
    ...context,
    actor,
    actorRole: DARWIN_CORE_EXPORT_ROLES.find((role) => actor.roles.has(role)) ?? null,
    action: 'darwin_core_archive.exported',
    subjectType: 'darwin_core_archive',
    subjectId: `${query.issuedFrom}/${query.issuedTo}`,
    details: { issuedFrom: query.issuedFrom, issuedTo: query.issuedTo, agencies: filter.agencyCodes },
  });

  const parts = await darwinCoreParts({ ...deps, publicBaseUrl: deps.publicBaseUrl }, filter, startedAt);
  const eml = parts.eml({
    packageId: newId(),
    title: (authority) => `Specimens collected under permits issued by ${authority}, ${query.issuedFrom} to ${query.issuedTo}`,
    scope: (authority) =>
      `The specimen rows of the collection reports accepted by ${authority} for the permits it issued from ` +
      `${query.issuedFrom} to ${query.issuedTo} (Asia/Manila).`,
  });
  const files = archiveFilesOf(parts, eml);
  return {
    fileName: `darwin-core-${query.issuedFrom}-${query.issuedTo}.zip`,
    chunks: streamZip(files, new Date(startedAt)),
  };
}
