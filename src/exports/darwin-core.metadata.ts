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
 * profile 1.1), pure. meta.xml is written from the same column lists as the data files, so the two
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

const LICENSES: Record<DarwinCoreExport['license'], { url: string; title: string }> = {
  'CC0-1.0': { url: 'http://creativecommons.org/publicdomain/zero/1.0/legalcode', title: 'Public Domain (CC0 1.0)' },
  'CC-BY-4.0': { url: 'http://creativecommons.org/licenses/by/4.0/legalcode', title: 'Creative Commons Attribution (CC-BY) 4.0' },
  'CC-BY-NC-4.0': {
    url: 'http://creativecommons.org/licenses/by-nc/4.0/legalcode',
    title: 'Creative Commons Attribution Non Commercial (CC-BY-NC) 4.0',
  },
};

export interface EmlInput {
  readonly packageId: string;
  /** The authority as the certificate prints it (setting `permits.authority`). */
  readonly authority: string;
  readonly issuedFrom: string;
  readonly issuedTo: string;
  /** Manila date of the export. */
  readonly pubDate: string;
  readonly license: DarwinCoreExport['license'];
  readonly threatenedSource: string;
}

export function emlXml(input: EmlInput): string {
  const x = escapeXml;
  const license = LICENSES[input.license];
  const organization = `<organizationName>${x(input.authority)}</organizationName>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<eml:eml xmlns:eml="eml://ecoinformatics.org/eml-2.1.1" xmlns:dc="http://purl.org/dc/terms/"',
    '  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    '  xsi:schemaLocation="eml://ecoinformatics.org/eml-2.1.1 http://rs.gbif.org/schema/eml-gbif-profile/1.1/eml.xsd"',
    `  packageId="${x(input.packageId)}" system="http://gbif.org" scope="system" xml:lang="eng">`,
    '  <dataset>',
    `    <title xml:lang="eng">Specimens collected under permits issued by ${x(input.authority)}, ${input.issuedFrom} to ${input.issuedTo}</title>`,
    `    <creator>${organization}</creator>`,
    `    <metadataProvider>${organization}</metadataProvider>`,
    `    <pubDate>${input.pubDate}</pubDate>`,
    '    <language>eng</language>',
    '    <abstract>',
    `      <para>The specimen rows of the collection reports accepted by ${x(input.authority)} for the permits it issued from ` +
      `${input.issuedFrom} to ${input.issuedTo} (Asia/Manila), one occurrence per row, each with the permit it was collected ` +
      'under (GGBN Permit extension: the permit’s public URI, and its IRCC once published on the ABS Clearing-House).</para>',
    `      <para>Coordinates of threatened species (${x(input.threatenedSource)}) are generalised to 0.1 degree; ` +
      'dataGeneralizations says so on each such row.</para>',
    '    </abstract>',
    '    <intellectualRights>',
    `      <para>This work is licensed under a <ulink url="${license.url}"><citetitle>${license.title}</citetitle></ulink> License.</para>`,
    '    </intellectualRights>',
    `    <contact>${organization}</contact>`,
    '  </dataset>',
    '</eml:eml>',
    '',
  ].join('\n');
}
