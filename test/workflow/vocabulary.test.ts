import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_MEANINGS,
  APPLICATION_STATUSES,
  DEFAULT_NOTICE_VISIBILITY,
  NOTICE_TYPE_MEANINGS,
} from '../../src/vocabulary/workflow.vocabulary.js';
import { testDialects } from '../helpers/databases.js';
import { inlineSchemas } from '../helpers/openapi.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: a JSON document walked by path
type Json = any;

describe('the workflow vocabularies', () => {
  it('list the twelve statuses of issue 10, each with its meaning', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'submitted',
      'incomplete',
      'accepted',
      'under_evaluation',
      'for_agreement',
      'for_decision',
      'approved',
      'issued',
      'denied',
      'withdrawn',
      'abandoned',
      'cancelled',
    ]);
    for (const meaning of Object.values(APPLICATION_STATUS_MEANINGS)) expect(meaning.length).toBeGreaterThan(10);
  });

  it('give every notice type a default visibility, internal only where the action table says so', () => {
    expect(Object.keys(DEFAULT_NOTICE_VISIBILITY).sort()).toEqual(Object.keys(NOTICE_TYPE_MEANINGS).sort());
    const internal = Object.entries(DEFAULT_NOTICE_VISIBILITY).filter(([, v]) => v === 'internal');
    expect(internal.map(([type]) => type).sort()).toEqual([
      'checkpoint_communique',
      'clearing_house_step',
      'endorsement',
      'recommendation',
      'response_received',
      'returned',
    ]);
  });
});

describe.each(testDialects)('statuses in the external API (%s)', (dialect) => {
  let t: TestApp;
  let doc: Json;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    doc = inlineSchemas(json(await t.app.inject({ url: '/openapi.json' })));
  });
  afterAll(async () => t?.close());

  it('refuses an unknown ?status= with a 400 that names the values allowed', async () => {
    const { agency, token } = await t.agencyWithToken();
    const response = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}?status=approve`, headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(response).errors).toEqual([
      { parameter: 'status', detail: `must be one of: ${APPLICATION_STATUSES.join(', ')}` },
    ]);
  });

  it('accepts every known status in ?status=', async () => {
    const { agency, token } = await t.agencyWithToken();
    for (const status of APPLICATION_STATUSES) {
      const response = await t.app.inject({
        url: `/api/v1/external/application/agency/${agency}?status=${status}`,
        headers: bearer(token),
      });
      expect(response.statusCode, status).toBe(200);
    }
  });

  it('lists the statuses and their meanings in the OpenAPI document wherever a status appears', () => {
    const operation = (path: string, method: string) => doc.paths[path][method];
    const list = operation('/api/v1/external/application/agency/{sourceAgencyCode}', 'get');
    const parameter = list.parameters.find((p: Json) => p.name === 'status');
    const schemas = [
      parameter.schema,
      list.responses['200'].content['application/json'].schema.items.properties.status,
      operation('/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}', 'get').responses['200'].content[
        'application/json'
      ].schema.properties.status,
      operation('/api/v1/external/application', 'post').responses['201'].content['application/json'].schema.properties.status,
    ];
    for (const schema of schemas) {
      // (The generator writes each literal as a one-value enum.)
      const values = schema.anyOf.flatMap((s: Json) => s.enum ?? (s.const === undefined ? [] : [s.const]));
      expect(values).toEqual(APPLICATION_STATUSES);
      const description = schema.description ?? parameter.description;
      for (const status of APPLICATION_STATUSES) expect(description).toContain(`\`${status}\`: ${APPLICATION_STATUS_MEANINGS[status]}`);
    }
  });
});
