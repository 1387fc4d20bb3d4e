import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ABS_PERMIT_SCHEMA, checkAbsPermitDocument } from '../../src/absch/abs-permit.check.js';
import { buildAbsPermitDocument } from '../../src/absch/abs-permit.document.js';
import type { AbsPermitInput } from '../../src/absch/abs-permit.input.js';
import { KEYWORD_TERMS, OTHER_TERM, USAGE_TERMS } from '../../src/absch/abs-permit.thesaurus.js';
import { BIOPROSPECTING_PERMIT, PH_SETTINGS, RESEARCH_PERMIT } from '../fixtures/absch/abs-permit-inputs.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
// The committed schema, compiled on its own (strict, as a second reader of the file would).
const validateSchema = addFormats(new Ajv({ allErrors: true, strictTypes: false, strictRequired: false })).compile(ABS_PERMIT_SCHEMA);

function expectValid(document: unknown): void {
  expect(validateSchema(document), JSON.stringify(validateSchema.errors, null, 2)).toBe(true);
  expect(checkAbsPermitDocument(document)).toEqual([]);
}

describe('the absPermit document of a research permit', () => {
  const document = buildAbsPermitDocument(RESEARCH_PERMIT, PH_SETTINGS);

  it('is valid against the committed JSON Schema and the local check', () => {
    expectValid(document);
  });

  it('carries the mandatory fields: header, government, CNA, title = permit number, issuance date, PIC and MAT', () => {
    expect(document.header).toEqual({ identifier: RESEARCH_PERMIT.documentIdentifier, schema: 'absPermit', languages: ['en'] });
    expect(document.government).toEqual({ identifier: 'ph' });
    expect(document.absCNA).toEqual({ identifier: 'C84C7E6C-134C-F1B1-9A3B-B7443F135239@2' });
    expect(document.title).toEqual({ en: 'GP-2026-0001' });
    expect(document.picGranted).toBe(true);
    expect(document.matEstablished).toBe(true);
    expect(document.providers).toEqual([{ identifier: 'DENR-BMB-AUTHORITY-0001@1' }]);
    expect(document.entitiesToWhomPICGranted).toEqual([{ identifier: 'CONTACT-HOLDER-0042@1' }]);
    expect(document.referenceToNationalPermit).toEqual({ en: 'Gratuitous Permit GP-2026-0001 (application BMB-2026-000123)' });
  });

  it('dates issuance and expiry by the Asia/Manila calendar', () => {
    // 2026-02-26T17:30Z is 27 February in Manila.
    expect(document.dateOfIssuance).toBe('2026-02-27');
    expect(document.dateOfExpiry).toBe('2027-02-26');
  });

  it('marks a research permit as non-commercial use, with its purpose as the usage description', () => {
    expect(document.usages).toEqual([{ identifier: USAGE_TERMS.noncommercial }]);
    expect(document.usagesDescription).toEqual({ en: '<p>Molecular phylogeny of Philippine Rafflesia for a Ph.D. dissertation</p>' });
  });

  it('keywords it as wild species, with an ecosystem the thesaurus lacks as "Other"', () => {
    expect(document.keywords).toEqual([{ identifier: KEYWORD_TERMS.wildSpecies }, { identifier: OTHER_TERM }]);
    expect(document.keywordOther).toEqual({ en: 'terrestrial ecosystem' });
  });

  it('describes the subject matter by species, state and municipality, never by barangay or coordinates', () => {
    const html = document.subjectMatter?.en ?? '';
    expect(html).toContain('<li><em>Rafflesia speciosa</em> (Kolon busaw): tissue sample</li>');
    expect(html).toContain('<li><em>Rafflesia schadenbergiana</em>: tissue sample</li>');
    expect(html).toContain('Los Baños, Laguna (Region IV-A (CALABARZON))');
    expect(html).not.toContain('Batong Malake');
    expect(html).not.toContain('14.15');
  });

  it('links each specimen and each distinct scientific name to its taxonomy', () => {
    expect(document.specimens).toHaveLength(3);
    expect(document.specimens?.[0]).toEqual({
      url: 'https://www.gbif.org/species/search?q=Rafflesia%20speciosa',
      name: 'Rafflesia speciosa (Kolon busaw) — tissue sample',
      language: 'en',
    });
    expect(document.taxonomies?.map((t) => t.name)).toEqual(['Rafflesia speciosa', 'Rafflesia schadenbergiana']);
  });

  it('centres the map on the sites to a tenth of a degree, zoomed to show them all', () => {
    expect(document.gisMapCenter).toEqual({ lat: 11.1, lng: 123.1, zoom: 5 });
  });

  it('has no amendment fields on a first publication', () => {
    expect(document).not.toHaveProperty('amendmentIntent');
    expect(document).not.toHaveProperty('amendmentDescription');
  });
});

describe('the absPermit document of a bioprospecting undertaking', () => {
  const document = buildAbsPermitDocument(BIOPROSPECTING_PERMIT, PH_SETTINGS);

  it('is valid, marked commercial use, with a marine ecosystem as its thesaurus term', () => {
    expectValid(document);
    expect(document.usages).toEqual([{ identifier: USAGE_TERMS.commercial }]);
    expect(document.keywords).toEqual([{ identifier: KEYWORD_TERMS.wildSpecies }, { identifier: KEYWORD_TERMS.marineAndCoastal }]);
    expect(document).not.toHaveProperty('keywordOther');
    expect(document).not.toHaveProperty('referenceToNationalPermit');
    expect(document.gisMapCenter).toEqual({ lat: 11.2, lng: 119.4, zoom: 10 });
  });
});

describe('confidential sections', () => {
  it('sends the confidential flag instead of the providers when the settings say so, and stays valid', () => {
    const document = buildAbsPermitDocument(RESEARCH_PERMIT, { ...PH_SETTINGS, providers: { confidential: true } });
    expectValid(document);
    expect(document.providersConfidential).toBe(true);
    expect(document).not.toHaveProperty('providers');
  });

  it('falls back to the settings for PIC recipients when the permit names none', () => {
    const document = buildAbsPermitDocument({ ...RESEARCH_PERMIT, picRecipients: null }, PH_SETTINGS);
    expectValid(document);
    expect(document.entitiesToWhomPICGrantedConfidential).toBe(true);
    expect(document).not.toHaveProperty('entitiesToWhomPICGranted');
  });

  it('withholds the species, their links and the map when the subject matter is confidential', () => {
    const document = buildAbsPermitDocument({ ...RESEARCH_PERMIT, confidential: { subjectMatter: true, usages: true } }, PH_SETTINGS);
    expectValid(document);
    expect(document.subjectMatterConfidential).toBe(true);
    expect(document.usagesConfidential).toBe(true);
    for (const field of ['subjectMatter', 'specimens', 'taxonomies', 'gisMapCenter', 'usages', 'usagesDescription']) {
      expect(document).not.toHaveProperty(field);
    }
  });
});

describe('changing a published record', () => {
  it('sends an update (renewal, amendment) as amendmentIntent 0 with its reason', () => {
    const input: AbsPermitInput = {
      ...RESEARCH_PERMIT,
      amendment: { intent: 'update', description: 'Renewed as GP-2027-0004 for one more year.' },
    };
    const document = buildAbsPermitDocument(input, PH_SETTINGS);
    expectValid(document);
    expect(document.amendmentIntent).toBe(0);
    expect(document.amendmentDescription).toEqual({ en: '<p>Renewed as GP-2027-0004 for one more year.</p>' });
    expect(document.header.identifier).toBe(RESEARCH_PERMIT.documentIdentifier);
  });

  it('sends a revocation as amendmentIntent 1 with its reason', () => {
    const input: AbsPermitInput = {
      ...RESEARCH_PERMIT,
      amendment: { intent: 'revoke', description: 'Revoked: collection outside the permitted sites.' },
    };
    const document = buildAbsPermitDocument(input, PH_SETTINGS);
    expectValid(document);
    expect(document.amendmentIntent).toBe(1);
    expect(document.amendmentDescription?.en).toContain('collection outside the permitted sites');
  });

  it('reports a revocation without a reason as the Clearing-House would: amendmentDescription is mandatory', () => {
    const document = buildAbsPermitDocument({ ...RESEARCH_PERMIT, amendment: { intent: 'revoke', description: '  ' } }, PH_SETTINGS);
    expect(checkAbsPermitDocument(document)).toEqual([
      expect.objectContaining({ code: 'Error.Mandatory', property: 'amendmentDescription' }),
    ]);
  });
});

describe('settings biopermit cannot know', () => {
  it('reports a missing CNA record identifier as Error.Mandatory on absCNA', () => {
    const document = buildAbsPermitDocument(RESEARCH_PERMIT, { ...PH_SETTINGS, cnaIdentifier: undefined });
    expect(document).not.toHaveProperty('absCNA');
    expect(checkAbsPermitDocument(document)).toEqual([{ code: 'Error.Mandatory', property: 'absCNA', message: 'absCNA is mandatory' }]);
  });

  it('reports missing providers as Error.MandatoryAnyOf naming both fields', () => {
    const document = buildAbsPermitDocument(RESEARCH_PERMIT, { ...PH_SETTINGS, providers: null });
    expect(checkAbsPermitDocument(document)).toEqual([
      expect.objectContaining({ code: 'Error.MandatoryAnyOf', property: 'providers', properties: ['providers', 'providersConfidential'] }),
    ]);
  });

  it('reports an application type with no usage mapping as Error.MandatoryAnyOf on usages, until the settings map it', () => {
    const input: AbsPermitInput = { ...RESEARCH_PERMIT, application: { ...RESEARCH_PERMIT.application, applicationType: 'thesis' } };
    expect(checkAbsPermitDocument(buildAbsPermitDocument(input, PH_SETTINGS))).toEqual([
      expect.objectContaining({ code: 'Error.MandatoryAnyOf', property: 'usages', properties: ['usages', 'usagesConfidential'] }),
    ]);
    const mapped = buildAbsPermitDocument(input, { ...PH_SETTINGS, usageByApplicationType: { thesis: 'noncommercial' } });
    expectValid(mapped);
  });
});

describe('the local check, in the Clearing-House codes', () => {
  const valid = buildAbsPermitDocument(RESEARCH_PERMIT, PH_SETTINGS) as unknown as Record<string, unknown>;
  const codes = (document: unknown) => checkAbsPermitDocument(document).map((p) => `${p.code} ${p.property}`);

  it.each([
    ['a missing government', { government: undefined }, 'Error.Mandatory government'],
    ['a missing issuance date', { dateOfIssuance: undefined }, 'Error.Mandatory dateOfIssuance'],
    ['a missing header identifier', { header: { schema: 'absPermit', languages: ['en'] } }, 'Error.Mandatory header.identifier'],
    ['neither subject matter nor its flag', { subjectMatter: undefined }, 'Error.MandatoryAnyOf subjectMatter'],
    ['a flag set to false in place of the field', { providers: undefined, providersConfidential: false }, 'Error.MandatoryAnyOf providers'],
    ['an impossible date', { dateOfIssuance: '2026-02-30' }, 'Error.InvalidValue dateOfIssuance'],
    ['an expiry before issuance', { dateOfExpiry: '2025-01-01' }, 'Error.InvalidValue dateOfExpiry'],
    [
      'an amendment intent other than 0 or 1',
      { amendmentIntent: 2, amendmentDescription: { en: 'x' } },
      'Error.InvalidValue amendmentIntent',
    ],
    ['a country code in capitals', { government: { identifier: 'PH' } }, 'Error.InvalidValue government.identifier'],
    ['a field the schema does not have', { permitHolder: 'Juan' }, 'Error.InvalidProperty permitHolder'],
    ['MAT details without MAT', { matEstablished: false, matInformation: { en: 'terms' } }, 'Error.InvalidProperty matInformation'],
    ['a text in a language the header does not list', { title: { en: 'GP-2026-0001', fr: 'GP' } }, 'Error.UnspecifiedLocale title.fr'],
    ['a text under a code that is no language', { title: { en: 'GP-2026-0001', tl: 'GP' } }, 'Error.UnspecifiedLocale title.tl'],
    [
      'a usage term from outside its thesaurus',
      { usages: [{ identifier: KEYWORD_TERMS.plants }] },
      'Error.UnexpectedTerm usages[0].identifier',
    ],
    ['"Other" keyword without its text', { keywordOther: undefined }, 'Error.Mandatory keywordOther'],
    ['a flag given as text', { picGranted: 'yes' }, 'Error.InvalidType picGranted'],
  ])('reports %s', (_case, change, expected) => {
    const document = { ...valid, ...change };
    expect(codes(document)).toContain(expected);
    expect(validateSchema(document) && checkAbsPermitDocument(document).length === 0).toBe(false);
  });

  it('reports a document that is not an object as missing its mandatory fields', () => {
    expect(codes(null)).toEqual(['Error.InvalidType ']);
    expect(codes({})).toEqual(expect.arrayContaining(['Error.Mandatory header', 'Error.Mandatory government', 'Error.Mandatory absCNA']));
  });

  it('escapes the text it puts in the Clearing-House rich-text fields', () => {
    const input: AbsPermitInput = {
      ...RESEARCH_PERMIT,
      species: [{ scientificName: 'Nepenthes <script>x</script>', commonName: 'A & B', state: null }],
      amendment: { intent: 'update', description: '<b>renewed</b>' },
    };
    const document = buildAbsPermitDocument(input, PH_SETTINGS);
    expect(document.subjectMatter?.en).toContain('<em>Nepenthes &#60;script&#62;x&#60;/script&#62;</em> (A &#38; B)');
    expect(document.amendmentDescription?.en).toBe('<p>&#60;b&#62;renewed&#60;/b&#62;</p>');
  });
});

describe('the absPermit document of a permit issued with its terms', () => {
  const terms: NonNullable<AbsPermitInput['terms']> = {
    lines: [
      {
        scientificName: 'Rafflesia speciosa',
        commonName: 'Kolon busaw',
        quantity: 6,
        unit: 'tissue_samples',
        part: 'bract clippings',
        method: 'hand <knife>',
        province: 'Laguna',
        cityMunicipality: 'Los Baños',
        periodStart: '2026-03-01',
        periodEnd: '2026-05-31',
      },
      {
        scientificName: 'Rafflesia schadenbergiana',
        commonName: null,
        quantity: null,
        unit: null,
        part: null,
        method: null,
        province: 'Laguna',
        cityMunicipality: 'Los Baños',
        periodStart: null,
        periodEnd: null,
      },
    ],
    standardConditions: ['Collection is limited to the species, quantities, sites and periods stated.'],
    specialConditions: ['No whole flowers & no buds'],
  };
  const document = buildAbsPermitDocument({ ...RESEARCH_PERMIT, terms }, PH_SETTINGS);

  it('is still valid against the committed JSON Schema and the local check', () => {
    expectValid(document);
  });

  it('lists each authorised line with its quantity, part, method, municipality and period; an unset quantity says so', () => {
    const html = document.subjectMatter?.en ?? '';
    expect(html).toContain(
      '<li><em>Rafflesia speciosa</em> (Kolon busaw): 6 tissue samples (bract clippings), by hand &#60;knife&#62;, in Los Baños, Laguna, 2026-03-01 to 2026-05-31</li>',
    );
    expect(html).toContain('<li><em>Rafflesia schadenbergiana</em>: quantity not set, in Los Baños, Laguna</li>');
    expect(document.specimens?.map((s) => s.name)).toEqual([
      'Rafflesia speciosa — 6 tissue samples (bract clippings), by hand <knife>, Los Baños, Laguna',
      'Rafflesia schadenbergiana — quantity not set, Los Baños, Laguna',
    ]);
  });

  it('numbers the standard conditions, then the special ones, after the purpose in the usage description', () => {
    expect(document.usagesDescription?.en).toBe(
      '<p>Molecular phylogeny of Philippine Rafflesia for a Ph.D. dissertation</p><p>Conditions of the permit:</p><ol>' +
        '<li>Collection is limited to the species, quantities, sites and periods stated.</li>' +
        '<li>Special condition: No whole flowers &#38; no buds</li></ol>',
    );
  });

  it('keeps the quantities and the conditions out when the authority keeps the subject matter and usage confidential', () => {
    const secret = buildAbsPermitDocument({ ...RESEARCH_PERMIT, terms, confidential: { subjectMatter: true, usages: true } }, PH_SETTINGS);
    expectValid(secret);
    expect(JSON.stringify(secret)).not.toContain('tissue samples');
    expect(JSON.stringify(secret)).not.toContain('No whole flowers');
  });
});
