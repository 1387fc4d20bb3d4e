import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Validation of a Darwin Core Archive's XML against the published schemas kept in
 * test/fixtures/schemas/ (README there: where each comes from), with Debian's xmllint (libxml2-utils),
 * offline: `--nonet`, and the XML catalog mapping the schemas' remote imports to the local copies.
 * `.ci/run` installs xmllint; under CI a missing xmllint fails the run instead of skipping.
 */
const SCHEMAS = path.resolve(import.meta.dirname, '../fixtures/schemas');
const SCHEMA_FILES = {
  /** GBIF Metadata Profile 1.3 (EML 2.2.0): eml.xml. */
  eml: path.join(SCHEMAS, 'gbif-eml-profile-1.3/eml.xsd'),
  /** The Darwin Core Text Guide: meta.xml. */
  meta: path.join(SCHEMAS, 'tdwg-dwc/tdwg_dwc_text.xsd'),
} as const;

export const xmllintInstalled = spawnSync('sh', ['-c', 'command -v xmllint']).status === 0;
if (!xmllintInstalled && process.env.CI === 'true') {
  throw new Error('CI=true but xmllint is not installed: .ci/run installs libxml2-utils');
}
if (!xmllintInstalled) console.warn('xmllint not installed (apt-get install -y libxml2-utils): the XML schema tests are SKIPPED.');

export interface SchemaVerdict {
  readonly valid: boolean;
  /** xmllint's report: the errors, line by line, when not valid. */
  readonly report: string;
}

/** Validates `xml` (a whole document) against the schema of `kind`. */
export function validateXml(xml: string | Uint8Array, kind: keyof typeof SCHEMA_FILES): SchemaVerdict {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-xml-'));
  try {
    const file = path.join(dir, `${kind}.xml`);
    fs.writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', SCHEMA_FILES[kind], file], {
      encoding: 'utf8',
      env: { ...process.env, XML_CATALOG_FILES: path.join(SCHEMAS, 'catalog.xml') },
    });
    return { valid: run.status === 0, report: `${run.stderr}${run.stdout}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs xmllint's XPath on `xml`: the string value of `expression` (use `local-name()` for prefixed names). */
function xpathString(xml: string, expression: string): string {
  const run = spawnSync('xmllint', ['--nonet', '--xpath', `string(${expression})`, '-'], { input: xml, encoding: 'utf8' });
  if (run.status !== 0 && run.status !== 10) throw new Error(`xmllint --xpath failed: ${run.stderr}`);
  // xmllint ends its answer with a line feed of its own.
  return run.stdout.replace(/\n$/, '');
}

/**
 * Reads a feed as a harvester does, with a real XML parser (xmllint): every `item`'s children named
 * `names` (local names: `dwca` for `ipt:dwca`), in document order.
 */
export function feedItems<N extends string>(xml: string, names: readonly N[]): Record<N, string>[] {
  const count = Number(xpathString(xml, 'count(/rss/channel/item)'));
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(names.map((name) => [name, xpathString(xml, `/rss/channel/item[${i + 1}]/*[local-name()='${name}']`)])),
  ) as Record<N, string>[];
}
