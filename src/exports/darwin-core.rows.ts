import type { SpecimenRow } from '../obligations/obligation.schemas.js';
import { normalName } from '../obligations/specimen.check.js';
import type { DarwinCoreExport } from '../settings/setting.definitions.js';
import { neutraliseFormula } from '../shared/spreadsheet-formula.js';

/**
 * The rows of the Darwin Core Archive (issue 20 §4), pure: each specimen row of an accepted collection
 * report becomes one occurrence (occurrence.txt, the Occurrence core), and each occurrence gets the
 * permit it was collected under in the GGBN Permit extension (permit.txt), the permit's public URI in
 * `permitURI` on every row. The terms are Darwin Core's (http://rs.tdwg.org/dwc/terms/) and the GGBN
 * Permit Vocabulary's (http://data.ggbn.org/schemas/ggbn/terms/, as GBIF's extension
 * rs.gbif.org/extension/ggbn/permit_2022-08-08.xml declares it). Values are tab-separated without
 * quotes, so separators inside a value become spaces, and text is kept from running as a formula
 * (cellOf).
 */

export const DWC = 'http://rs.tdwg.org/dwc/terms/';
export const GGBN = 'http://data.ggbn.org/schemas/ggbn/terms/';
/** Audubon Core: Darwin Core's Provenance class takes `fundingAttribution` from it (GBIF's Occurrence core 2025-07-10). */
export const AC = 'http://rs.tdwg.org/ac/terms/';
export const OCCURRENCE_ROW_TYPE = `${DWC}Occurrence`;
export const PERMIT_ROW_TYPE = `${GGBN}Permit`;

/** A column of a data file: the term's URI, the header is its local name. */
export interface Column<R> {
  readonly term: string;
  readonly value: (row: R) => string;
  /** A number column (decimalLatitude…): a value that is a plain decimal number goes out as it is, `-12.5` included. */
  readonly numeric?: true;
}

export const headerOf = <R>(columns: readonly Column<R>[]) => columns.map((c) => c.term.slice(c.term.lastIndexOf('/') + 1));

/**
 * What separates fields or lines to some reader: every C0 control (tab, line feed, vertical tab, form
 * feed, carriage return, the file/group/record separators), DEL, every C1 control (NEL, U+0085,
 * included) and the Unicode line and paragraph separators (U+2028, U+2029). Each run is one space.
 */
const SEPARATORS = /[\p{Cc}\u2028\u2029]+/gu;
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/;

/**
 * A value as a cell of the archive: separators become spaces, and a text that a spreadsheet would
 * run as a formula (`=HYPERLINK(…)`, `+1`, `-2+3`, `@SUM(…)`) gets a leading `'`, as OWASP's CSV
 * injection advice says, so it is shown as the text it is. A number column's plain decimal number
 * (`-12.5`) stays as it is: it is valid Darwin Core, and a spreadsheet reads it as the number.
 */
export function cellOf(value: string, numeric = false): string {
  const text = value.replace(SEPARATORS, ' ');
  if (numeric && DECIMAL_NUMBER.test(text)) return text;
  // Separators are spaces by now, so only the formula's first characters make a difference.
  return neutraliseFormula(text);
}

export const lineOf = <R>(columns: readonly Column<R>[], row: R) =>
  `${columns.map((c) => cellOf(c.value(row), c.numeric === true)).join('\t')}\n`;

/** A specimen row as it goes out, with its place in the archive and its generalisation, if any. */
export interface Occurrence {
  readonly occurrenceID: string;
  readonly row: SpecimenRow;
  readonly latitude: string;
  readonly longitude: string;
  readonly dataGeneralizations: string;
  /** The permit it was collected under: the project the event belongs to (projectTitle, projectID). */
  readonly permit: PermitFacts;
}

export const OCCURRENCE_COLUMNS: readonly Column<Occurrence>[] = [
  { term: `${DWC}occurrenceID`, value: (o) => o.occurrenceID },
  // Material taken under a permit and reported by its holder: a sample of the organism, whatever its state.
  { term: `${DWC}basisOfRecord`, value: () => 'MaterialSample' },
  { term: `${DWC}occurrenceStatus`, value: () => 'present' },
  { term: `${DWC}scientificName`, value: (o) => o.row.scientificName },
  { term: `${DWC}organismQuantity`, value: (o) => String(o.row.count), numeric: true },
  { term: `${DWC}organismQuantityType`, value: (o) => o.row.unit },
  { term: `${DWC}preparations`, value: (o) => o.row.state },
  // Darwin Core 2025 (MaterialEntity): what the material is (`tissue samples`, `feathers`), broader than its preparation.
  { term: `${DWC}materialEntityType`, value: (o) => o.row.unit },
  { term: `${DWC}eventDate`, value: (o) => o.row.dateCollected },
  { term: `${DWC}country`, value: () => 'Philippines' },
  { term: `${DWC}countryCode`, value: () => 'PH' },
  { term: `${DWC}stateProvince`, value: (o) => o.row.location.province },
  { term: `${DWC}municipality`, value: (o) => o.row.location.cityOrMunicipality },
  { term: `${DWC}locality`, value: (o) => o.row.location.barangay ?? '' },
  { term: `${DWC}decimalLatitude`, value: (o) => o.latitude, numeric: true },
  { term: `${DWC}decimalLongitude`, value: (o) => o.longitude, numeric: true },
  { term: `${DWC}geodeticDatum`, value: (o) => (o.latitude === '' ? '' : 'WGS84') },
  { term: `${DWC}dataGeneralizations`, value: (o) => o.dataGeneralizations },
  // Darwin Core 2025 (Provenance): biopermit knows a collecting project by the permit it was allowed under.
  { term: `${DWC}projectTitle`, value: (o) => `${o.permit.permitTitle} ${o.permit.permitNo}` },
  { term: `${DWC}projectID`, value: (o) => o.permit.publicUri },
  // The application records no funder: the column is there, empty, until it does (docs/DARWIN-CORE.md).
  { term: `${AC}fundingAttribution`, value: () => '' },
  // Darwin Core 2025 (record-level): where a reader reaches the issuing authority about the record.
  { term: `${DWC}feedbackURL`, value: (o) => o.permit.publicUri },
];

/** One permit row of an occurrence (GGBN Permit extension; `coreid` first). */
export interface PermitRow {
  readonly coreId: string;
  readonly permitType: string;
  /** GGBN's permit_status.xml: `Permit available`, or `Permit not available` for a permit revoked or suspended. */
  readonly permitStatus: GgbnPermitStatus;
  /** Why the status is what it is: empty for a permit in force, else the permit's status in words. */
  readonly permitStatusQualifier: string;
  readonly permitURI: string;
  readonly permitText: string;
}

export const PERMIT_COLUMNS: readonly Column<PermitRow>[] = [
  { term: 'coreid', value: (p) => p.coreId },
  // The GGBN permit-type and permit-status vocabularies (rs.gbif.org/vocabulary/ggbn/permit_type.xml, permit_status.xml).
  { term: `${GGBN}permitType`, value: (p) => p.permitType },
  { term: `${GGBN}permitStatus`, value: (p) => p.permitStatus },
  { term: `${GGBN}permitStatusQualifier`, value: (p) => p.permitStatusQualifier },
  { term: `${GGBN}permitURI`, value: (p) => p.permitURI },
  { term: `${GGBN}permitText`, value: (p) => p.permitText },
];

export type ThreatenedSpecies = DarwinCoreExport['threatenedSpecies'][number];

/** The listed species a name is, if any: the same name, or one that adds authorship or a subspecies. */
export function threatenedEntry(list: readonly ThreatenedSpecies[], scientificName: string): ThreatenedSpecies | undefined {
  const name = normalName(scientificName);
  return list.find((entry) => {
    const listed = normalName(entry.scientificName);
    return name === listed || name.startsWith(`${listed} `);
  });
}

/** An occurrence's id: the report's submission and the row's place in it (from 1), stable across exports. */
export const occurrenceIdOf = (submissionId: string, index: number) => `urn:biopermit:specimen:${submissionId}:${index + 1}`;

/** 0.1° is about 11 km: a grid cell, not a site. */
const tenth = (degrees: number) => (Math.round(degrees * 10) / 10).toFixed(1);

export function occurrenceOf(
  submissionId: string,
  index: number,
  row: SpecimenRow,
  settings: Pick<DarwinCoreExport, 'threatenedSpecies' | 'threatenedSource'>,
  permit: PermitFacts,
): Occurrence {
  const occurrenceID = occurrenceIdOf(submissionId, index);
  const { latitude, longitude } = row.location;
  const located = latitude !== undefined && longitude !== undefined;
  const threatened = threatenedEntry(settings.threatenedSpecies, row.scientificName);
  if (!located) return { occurrenceID, row, permit, latitude: '', longitude: '', dataGeneralizations: '' };
  if (threatened === undefined) {
    return { occurrenceID, row, permit, latitude: String(latitude), longitude: String(longitude), dataGeneralizations: '' };
  }
  return {
    occurrenceID,
    row,
    permit,
    latitude: tenth(latitude),
    longitude: tenth(longitude),
    dataGeneralizations:
      `Coordinates generalised to 0.1 degree (rounded to one decimal): ${threatened.scientificName} is a threatened species ` +
      `(${threatened.category}) in ${settings.threatenedSource}.`,
  };
}

export interface PermitFacts {
  readonly permitNo: string;
  readonly permitTitle: string;
  readonly dateIssued: string;
  readonly dateExpired: string | null;
  readonly irccIdentifier: string | null;
  /** The permit's public lookup: GET /api/v1/public/permits/{permitNo}. */
  readonly publicUri: string;
  /** The IRCC's record on the ABS Clearing-House, once published. */
  readonly irccUri: string | null;
  readonly issuedBy: string;
  /** Its public status when the archive is written (permits/public-status.ts); eml.xml's pubDate says the day. */
  readonly status: 'valid' | 'suspended' | 'revoked' | 'expired' | 'superseded';
}

/** The status as permitText says it: `in force`, or the status's own word. */
const STATUS_WORDS: Record<PermitFacts['status'], string> = {
  valid: 'in force',
  suspended: 'suspended',
  revoked: 'revoked',
  expired: 'expired',
  superseded: 'superseded by a renewal or an amendment',
};

/**
 * The end of a collecting permit's permitText, after `Permit status: `. No date in it: an archive's day is
 * its eml.xml's pubDate, and the public dataset's rows change only when a permit's status does.
 */
export const permitStatusText = (permit: Pick<PermitFacts, 'status'>) => `Permit status: ${STATUS_WORDS[permit.status]}.`;

/** The values of GGBN's permit_status.xml that biopermit's permits take. */
export type GgbnPermitStatus = 'Permit available' | 'Permit not available';

/**
 * The permit's standing in GGBN's terms (issue 28 §3). `permitStatus` says whether a permit stands behind
 * the material: a permit that ran its course (expired, or superseded by its renewal or amendment) did, so
 * it stays `Permit available`; one revoked or suspended does not now, so `Permit not available`, which a
 * reader filtering on the term sees without parsing `permitText`. `permitStatusQualifier` says why, for
 * every permit not in force, so expired and superseded permits are marked too.
 */
export function ggbnStatusOf(
  permit: Pick<PermitFacts, 'status' | 'dateExpired'>,
): Pick<PermitRow, 'permitStatus' | 'permitStatusQualifier'> {
  switch (permit.status) {
    case 'valid':
      return { permitStatus: 'Permit available', permitStatusQualifier: '' };
    case 'expired':
      return {
        permitStatus: 'Permit available',
        permitStatusQualifier: `Permit expired${permit.dateExpired === null ? '' : ` on ${permit.dateExpired}`}: no longer in force`,
      };
    case 'superseded':
      return { permitStatus: 'Permit available', permitStatusQualifier: 'Permit superseded by a renewal or an amendment' };
    case 'suspended':
      return { permitStatus: 'Permit not available', permitStatusQualifier: 'Permit suspended: not in force unless reinstated' };
    case 'revoked':
      return { permitStatus: 'Permit not available', permitStatusQualifier: 'Permit revoked: withdrawn by the issuing authority' };
  }
}

/** The collecting permit of an occurrence, and its IRCC once the permit is on the ABS Clearing-House. */
export function permitRowsOf(coreId: string, permit: PermitFacts): PermitRow[] {
  const validity = permit.dateExpired === null ? '' : `, valid until ${permit.dateExpired}`;
  // The IRCC certifies this permit: it stands or falls with it (a revocation is sent to the Clearing-House too).
  const standing = ggbnStatusOf(permit);
  const rows: PermitRow[] = [
    {
      coreId,
      permitType: 'Collecting Permit',
      ...standing,
      permitURI: permit.publicUri,
      permitText: `${permit.permitTitle} ${permit.permitNo}, issued ${permit.dateIssued} by ${permit.issuedBy}${validity}. ${permitStatusText(permit)}`,
    },
  ];
  if (permit.irccIdentifier !== null && permit.irccUri !== null) {
    rows.push({
      coreId,
      permitType: 'Internationally Recognized Certificate of Compliance',
      ...standing,
      permitURI: permit.irccUri,
      permitText: `${permit.irccIdentifier}, the ABS Clearing-House record of permit ${permit.permitNo}`,
    });
  }
  return rows;
}
