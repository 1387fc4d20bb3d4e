import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineSchemas } from '../helpers/openapi.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked as plain JSON
type Json = any;

/** The spec's field lists: the contract existing agency clients code against. */
const SPEC = {
  submission: [
    'absLinkCode',
    'sourceAgencyCode',
    'sourceAgencyApplicationNumber',
    'ecosystem',
    'applicationType',
    'permitType',
    'permiteeFirstName',
    'permiteeLastName',
    'permiteeMiddleName',
    'permiteeEmail',
    'permiteePhone',
    'permiteeAddress',
    'permiteeDateOfBirth',
    'permiteeAffiliation',
    'permiteeGender',
    'permiteeOccupation',
    'permiteeEmployer',
    'permiteeEmployerAddress',
    'locations',
    'additionalNotes',
    'purpose',
  ],
  location: [
    'region',
    'province',
    'cityOrMunicipality',
    'barangay',
    'collectionStart',
    'collectionEnd',
    'address',
    'latitude',
    'longitude',
    'species',
  ],
  species: ['commonName', 'scientificName', 'geneticName', 'state', 'note'],
  listItem: [
    'id',
    'registrationNo',
    'applicantId',
    'applicationType',
    'name',
    'affiliation',
    'dateOfBirth',
    'phoneNo',
    'email',
    'address',
    'floorUnitNo',
    'collaborator',
    'collaboratorType',
    'ecosystem',
    'status',
    'cbdStatus',
    'permitType',
    'source',
    'sourceUniqueNo',
    'sourceAgencyCode',
    'createdAt',
    'updatedAt',
    'locations',
    'resources',
    'attachments',
    'notices',
  ],
  detail: [
    'id',
    'registrationNo',
    'applicantId',
    'applicationType',
    'name',
    'affiliation',
    'dateOfBirth',
    'phoneNo',
    'email',
    'address',
    'floorUnitNo',
    'collaborator',
    'collaboratorType',
    'ecosystem',
    'status',
    'purpose',
    'permitType',
    'createdAt',
    'updatedAt',
    'locations',
    'resources',
    'attachments',
    'notices',
    'gp',
    'moa',
  ],
  // Exactly the spec's fields (issue 18): `type` (issue 11 §2) is on the attachments routes' answer and the staff view only.
  attachment: ['id', 'title', 'fileName', 'fileExtension', 'description', 'url', 'status'],
  notice: ['id', 'log', 'message', 'authorId', 'createdAt'],
  permit: [
    'id',
    'permitNo',
    'title',
    'description',
    'dateIssued',
    'dateExpired',
    'dateRenewed',
    'fileName',
    'fileExtension',
    'status',
    'url',
    'createdBy',
    'fileUploadedBy',
    'createdAt',
  ],
  agreement: ['id', 'title', 'description', 'fileName', 'fileExtension', 'url', 'createdBy', 'fileUploadedBy', 'createdAt'],
};

const sorted = (keys: string[]) => [...keys].sort();

describe('the OpenAPI document', () => {
  let t: TestApp;
  let raw: Json;
  let doc: Json;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    raw = json(await t.app.inject({ url: '/openapi.json' }));
    doc = inlineSchemas(raw);
  });
  afterAll(async () => t?.close());

  const submit = () => doc.paths['/api/v1/external/application'].post;
  const list = () => doc.paths['/api/v1/external/application/agency/{sourceAgencyCode}'].get;
  const detail = () => doc.paths['/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}'].get;
  const resolve = (schema: Json): Json => (schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema);

  it('is a valid OpenAPI 3.1 document according to an independent validator', async () => {
    const result = await new Validator().validate(raw);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it("has the spec's three operations at the spec's paths, each behind the bearer scheme or OAuth 2.0 with its scope", () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(submit().security).toEqual([{ bearerAuth: [] }, { oauth2: ['applications:write'] }]);
    for (const operation of [submit(), list(), detail()]) {
      expect(operation.security).toContainEqual({ bearerAuth: [] });
      for (const status of ['401', '403', '500']) {
        const [problem, narrowed] = operation.responses[status].content['application/problem+json'].schema.allOf;
        expect(resolve(problem).properties.code).toBeDefined();
        expect(narrowed.properties.code.enum.length).toBeGreaterThan(0);
      }
    }
    expect(detail().parameters.map((p: Json) => [p.name, p.in, p.required])).toEqual(
      expect.arrayContaining([
        ['cnaApplicationUniqueNo', 'path', true],
        ['sourceAgencyCode', 'path', true],
      ]),
    );
  });

  it('documents every error response of submit as problem+json', () => {
    for (const status of ['400', '401', '403', '409', '413', '415', '500']) {
      expect(submit().responses[status].content).toHaveProperty(['application/problem+json']);
    }
    expect(Object.keys(submit().responses)).toEqual(expect.arrayContaining(['200', '201']));
  });

  it("takes the submission as application/json-patch+json and application/json, with the spec's fields and the required ones", () => {
    const content = submit().requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'application/json-patch+json']);
    const body = content['application/json-patch+json'].schema;
    expect(sorted(Object.keys(body.properties))).toEqual(sorted(SPEC.submission));
    expect(sorted(body.required)).toEqual(
      sorted([
        'sourceAgencyCode',
        'sourceAgencyApplicationNumber',
        'applicationType',
        'permitType',
        'permiteeFirstName',
        'permiteeLastName',
        'permiteeEmail',
        'locations',
      ]),
    );
    const location = body.properties.locations.items;
    expect(sorted(Object.keys(location.properties))).toEqual(sorted(SPEC.location));
    expect(sorted(location.required)).toEqual(
      sorted(['region', 'province', 'cityOrMunicipality', 'collectionStart', 'collectionEnd', 'species']),
    );
    expect(sorted(Object.keys(location.properties.species.items.properties))).toEqual(sorted(SPEC.species));
    expect(body.properties.locations).toMatchObject({ minItems: 1, maxItems: 100 });
    expect(location.properties.species).toMatchObject({ minItems: 1, maxItems: 200 });
    expect(location.properties.latitude).toMatchObject({ minimum: -90, maximum: 90 });
    expect(body.properties.permiteeEmail.format).toBe('email');
    expect(location.properties.collectionStart.format).toBe('date-time');
  });

  it('bounds every string and array of the submission', () => {
    const unbounded: string[] = [];
    const walk = (schema: Json, path: string) => {
      const types = [schema.type].flat();
      if (types.includes('string') && schema.maxLength === undefined && schema.format === undefined) unbounded.push(path);
      if (types.includes('array')) {
        if (schema.maxItems === undefined) unbounded.push(path);
        walk(schema.items, `${path}/items`);
      }
      for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, `${path}/${key}`);
    };
    walk(submit().requestBody.content['application/json'].schema, '');
    expect(unbounded).toEqual([]);
  });

  it("returns the spec's list item and detail fields, and nothing the spec leaves out of the detail", () => {
    const item = list().responses['200'].content['application/json'].schema.items;
    expect(sorted(Object.keys(item.properties))).toEqual(sorted(SPEC.listItem));
    const record = detail().responses['200'].content['application/json'].schema;
    expect(sorted(Object.keys(record.properties))).toEqual(sorted(SPEC.detail));
    expect(sorted(Object.keys(record.properties.attachments.items.properties))).toEqual(sorted(SPEC.attachment));
    expect(sorted(Object.keys(record.properties.notices.items.properties))).toEqual(sorted(SPEC.notice));
    expect(sorted(Object.keys(record.properties.gp.items.properties))).toEqual(sorted(SPEC.permit));
    expect(sorted(Object.keys(record.properties.moa.items.properties))).toEqual(sorted(SPEC.agreement));
    expect(sorted(Object.keys(item.properties.locations.items.properties))).toEqual(
      sorted(['id', 'region', 'province', 'cityMunicipality', 'barangay']),
    );
    expect(sorted(Object.keys(record.properties.locations.items.properties))).toEqual(
      sorted(['id', 'region', 'province', 'cityMunicipality', 'barangay', 'remarks']),
    );
    expect(sorted(Object.keys(record.properties.resources.items.properties))).toEqual(
      sorted(['id', 'commonName', 'geneticName', 'scientificName', 'notes', 'collectionStart', 'collectionEnd', 'state']),
    );
    expect(record.properties.resources.items.properties.id.type).toBe('integer');
    // The list item is typed "string or null" / "array or null" by the spec, except these.
    expect(item.properties.id.type).toBe('string');
    expect(item.properties.registrationNo.type).toEqual(['string', 'null']);
    expect(item.properties.locations.type).toEqual(['array', 'null']);
  });

  it('documents paging and filters of the list', () => {
    const names = list()
      .parameters.filter((p: Json) => p.in === 'query')
      .map((p: Json) => p.name);
    expect(sorted(names)).toEqual(sorted(['limit', 'cursor', 'status', 'applicationType', 'updatedSince']));
    expect(Object.keys(list().responses['200'].headers)).toEqual(expect.arrayContaining(['Link', 'X-Total-Count']));
  });

  it('carries a submission example that the schema accepts and the service stores', async () => {
    const content = submit().requestBody.content['application/json'];
    const example =
      content.example ?? (content.examples ? (Object.values(content.examples)[0] as Json).value : content.schema.examples?.[0]);
    expect(example).toBeDefined();
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    expect(ajv.validate(content.schema, example)).toBe(true);
    const agency = await t.agency(example.sourceAgencyCode);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { authorization: `Bearer ${await t.token(agency)}`, 'content-type': 'application/json-patch+json' },
      payload: example,
    });
    expect(response.statusCode).toBe(201);
  });

  it('shows response examples that their own schemas accept', () => {
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    let checked = 0;
    for (const operation of [submit(), list(), detail()]) {
      for (const response of Object.values(operation.responses) as Json[]) {
        const media = response.content?.['application/json'];
        if (media?.example === undefined) continue;
        expect(ajv.validate(media.schema, media.example), JSON.stringify(ajv.errors)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(4);
  });

  it('names an operationId, a summary, a description and an example path value for every operation', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries<Json>(raw.paths)) {
      for (const [method, operation] of Object.entries<Json>(operations)) {
        for (const field of ['operationId', 'summary', 'description']) if (!operation[field]) missing.push(`${method} ${path}: ${field}`);
        for (const parameter of operation.parameters ?? []) {
          const example = parameter.example ?? parameter.schema?.examples?.[0];
          if (parameter.in === 'path' && example === undefined) missing.push(`${method} ${path}: example of ${parameter.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents the token endpoint and the health checks', () => {
    expect(doc.paths['/api/v1/oauth/token'].post.requestBody.content).toHaveProperty(['application/x-www-form-urlencoded']);
    expect(doc.paths['/healthz']).toBeDefined();
    expect(doc.paths['/readyz']).toBeDefined();
  });

  it('serves an interactive reference at /docs that loads nothing from the internet', async () => {
    const page = await t.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
    const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const url = script.startsWith('/') ? script : `/docs/${script.replace(/^\.\//, '')}`;
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    }
  });
});
