import type { DarwinCoreExport } from '../settings/setting.definitions.js';
import { escapeHtml as escapeXml } from '../shared/html.js';
import {
  type Column,
  OCCURRENCE_COLUMNS,
  OCCURRENCE_ROW_TYPE,
  type Occurrence,
  PERMIT_COLUMNS,
  PERMIT_ROW_TYPE,
  type PermitRow,
} from './darwin-core.rows.js';

/**
 * The archive's descriptor (meta.xml, Darwin Core Text Guide) and its metadata (eml.xml, GBIF's EML
 * profile 1.3, EML 2.2.0), pure. meta.xml is written from the same column lists as the data files, so the two
 * cannot disagree.
 */

export const OCCURRENCE_FILE = 'occurrence.txt';
export const PERMIT_FILE = 'permit.txt';

const fileAttributes = 'encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1"';

const fieldsOf = <R>(columns: readonly Column<R>[]) =>
  columns.flatMap((c, index) => (c.term === 'coreid' ? [] : [`    <field index="${index}" term="${c.term}"/>`]));

export function metaXml(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">',
    `  <core ${fileAttributes} rowType="${OCCURRENCE_ROW_TYPE}">`,
    `    <files><location>${OCCURRENCE_FILE}</location></files>`,
    '    <id index="0"/>',
    ...fieldsOf<Occurrence>(OCCURRENCE_COLUMNS),
    '  </core>',
    `  <extension ${fileAttributes} rowType="${PERMIT_ROW_TYPE}">`,
    `    <files><location>${PERMIT_FILE}</location></files>`,
    '    <coreid index="0"/>',
    ...fieldsOf<PermitRow>(PERMIT_COLUMNS),
    '  </extension>',
    '</archive>',
    '',
  ].join('\n');
}

/** Each licence GBIF accepts, as the IPT writes it: the legal code's URL and title, and its SPDX identifier. */
const LICENSES: Record<DarwinCoreExport['license'], { url: string; title: string; name: string }> = {
  'CC0-1.0': {
    url: 'http://creativecommons.org/publicdomain/zero/1.0/legalcode',
    title: 'Public Domain (CC0 1.0)',
    name: 'Creative Commons Zero v1.0 Universal',
  },
  'CC-BY-4.0': {
    url: 'http://creativecommons.org/licenses/by/4.0/legalcode',
    title: 'Creative Commons Attribution (CC-BY 4.0) 4.0',
    name: 'Creative Commons Attribution 4.0 International',
  },
  'CC-BY-NC-4.0': {
    url: 'http://creativecommons.org/licenses/by-nc/4.0/legalcode',
    title: 'Creative Commons Attribution Non Commercial (CC-BY-NC 4.0) 4.0',
    name: 'Creative Commons Attribution Non Commercial 4.0 International',
  },
};

/** A published version of the public dataset: its number and what changed since the one before. */
export interface EmlVersion {
  readonly number: number;
  /** What changed, in a sentence: rows added and removed since the previous version. */
  readonly changes: string;
  /** The dataset's stable URL (the latest version). */
  readonly datasetUrl: string;
}

export interface EmlInput {
  /** The id of this exact document: a fresh id for a staff export, `{dataset}/v{n}` for a public version. */
  readonly packageId: string;
  /** The authority as the certificate prints it (setting `permits.authority`). */
  readonly authority: string;
  readonly title: string;
  /** What the dataset holds, a sentence: the first paragraph of the abstract. */
  readonly scope: string;
  /** Manila date of the export. */
  readonly pubDate: string;
  /** The instant it was written (ISO 8601). */
  readonly dateStamp: string;
  readonly license: DarwinCoreExport['license'];
  readonly threatenedSource: string;
  /** Only for a version of the public dataset. */
  readonly version?: EmlVersion;
}

const x = escapeXml;

/** Who to credit and whom to ask: the authority, as an organisation (never a person: docs/DARWIN-CORE.md). */
const agent = (element: string, authority: string) => `    <${element}><organizationName>${x(authority)}</organizationName></${element}>`;

function maintenance(version: EmlVersion | undefined): string[] {
  if (version === undefined) return [];
  return [
    '    <maintenance>',
    `      <description><para>Version ${version.number}. ${x(version.changes)}</para></description>`,
    '      <maintenanceUpdateFrequency>daily</maintenanceUpdateFrequency>',
    '    </maintenance>',
  ];
}

/**
 * eml.xml: EML 2.2.0 under GBIF's metadata profile 1.3 (validated against the published schema by
 * test/exports/, schemas in test/fixtures/schemas/). The licence is machine-readable twice, as the IPT
 * writes it: a `ulink` to the legal code in `intellectualRights`, and `licensed` with its SPDX id.
 */
export function emlXml(input: EmlInput): string {
  const license = LICENSES[input.license];
  const alternate = input.version === undefined ? [] : [`    <alternateIdentifier>${x(input.version.datasetUrl)}</alternateIdentifier>`];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<eml:eml xmlns:eml="https://eml.ecoinformatics.org/eml-2.2.0" xmlns:dc="http://purl.org/dc/terms/"',
    '  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    '  xsi:schemaLocation="https://eml.ecoinformatics.org/eml-2.2.0 https://rs.gbif.org/schema/eml-gbif-profile/1.3/eml.xsd"',
    `  packageId="${x(input.packageId)}" system="http://gbif.org" scope="system" xml:lang="eng">`,
    '  <dataset>',
    ...alternate,
    `    <title xml:lang="eng">${x(input.title)}</title>`,
    agent('creator', input.authority),
    agent('metadataProvider', input.authority),
    `    <pubDate>${input.pubDate}</pubDate>`,
    '    <language>eng</language>',
    '    <abstract>',
    `      <para>${x(input.scope)} One occurrence per specimen row, each with the permit it was collected under (GGBN ` +
      'Permit extension: the permit’s public URI, its status on the day the archive was written, and its IRCC once ' +
      'published on the ABS Clearing-House).</para>',
    '      <para>A permit no longer in force is marked on its rows: permitStatus is Permit not available for a permit ' +
      'revoked or suspended, and permitStatusQualifier says revoked, suspended, expired or superseded; the ' +
      'material stays in the archive, as it was collected while the permit stood.</para>',
    `      <para>Coordinates of threatened species (${x(input.threatenedSource)}) are generalised to 0.1 degree; ` +
      'dataGeneralizations says so on each such row.</para>',
    '    </abstract>',
    '    <intellectualRights>',
    `      <para>This work is licensed under a <ulink url="${license.url}"><citetitle>${license.title}</citetitle></ulink> License.</para>`,
    '    </intellectualRights>',
    '    <licensed>',
    `      <licenseName>${license.name}</licenseName>`,
    `      <url>${license.url}</url>`,
    `      <identifier>${input.license}</identifier>`,
    '    </licensed>',
    ...maintenance(input.version),
    agent('contact', input.authority),
    agent('publisher', input.authority),
    '  </dataset>',
    '  <additionalMetadata>',
    '    <metadata>',
    '      <gbif>',
    `        <dateStamp>${input.dateStamp}</dateStamp>`,
    '        <hierarchyLevel>dataset</hierarchyLevel>',
    '      </gbif>',
    '    </metadata>',
    '  </additionalMetadata>',
    '</eml:eml>',
    '',
  ].join('\n');
}
