import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSubmissionRules } from '../../src/applications/submission.rules.js';
import { SpeciesSubmission } from '../../src/applications/submission.schema.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

type Problem = { code: string; errors?: { pointer?: string; detail: string }[] };

/** Blank is one rule in two places: the schema's pattern `\S` and the code's `isNonBlank` draw the same line. */
const BLANKS = ['', ' ', '\t\n', '\u00a0\u2003', '\ufeff'];

describe('a species name that is blank', () => {
  const validate = new Ajv2020({ strict: false }).compile(SpeciesSubmission);

  it.each(BLANKS)('is refused alike by the schema and the code: %j', (blank) => {
    const species = { commonName: blank, scientificName: null };
    expect(validate(species)).toBe(false);
    const rules = checkSubmissionRules(aSubmission('BMB', { locations: [aLocation({ species: [species] })] }));
    expect(rules).toEqual([{ pointer: '/locations/0/species/0', detail: 'needs a commonName or a scientificName (not blank)' }]);
  });

  it('does not matter when the other name is given', () => {
    expect(validate({ commonName: '  ', scientificName: 'Platymantis luzonensis' })).toBe(true);
    expect(
      checkSubmissionRules(aSubmission('BMB', { locations: [aLocation({ species: [{ commonName: '  ', scientificName: 'Rana' }] })] })),
    ).toEqual([]);
  });
});

describe.each(testDialects)('submitting species without a name (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('answers one error per unnamed species, at the species, saying either name will do', async () => {
    const { agency, token } = await t.agencyWithToken();
    const species = [{ commonName: 'Frog' }, { commonName: '   ', note: 'n' }, { scientificName: 'Rana' }, { geneticName: 'x' }];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { locations: [aLocation({ species })] }),
    });
    expect(response.statusCode).toBe(400);
    expect(json<Problem>(response).errors).toEqual([
      { pointer: '/locations/0/species/1', detail: 'needs a commonName or a scientificName (not blank)' },
      { pointer: '/locations/0/species/3', detail: 'needs a commonName or a scientificName (not blank)' },
    ]);
  });
});
