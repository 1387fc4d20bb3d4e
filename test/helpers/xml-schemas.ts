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
