import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/http/errors.js';
import { PROBLEM_EXPLANATIONS } from '../../src/http/problem-explanations.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

const codes = Object.keys(ERROR_CODES);

describe('problem type pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('explain every code of src/http/errors.ts: what it means and how to fix the request', () => {
    const missing = codes.filter((code) => {
      const explanation = (PROBLEM_EXPLANATIONS as Record<string, { meaning?: string; fix?: string }>)[code];
      return !(explanation?.meaning && explanation.meaning.length > 20 && explanation.fix && explanation.fix.length > 20);
    });
    expect(missing, 'codes without an explanation in src/http/problem-explanations.ts').toEqual([]);
  });

  it.each(codes)('serve /problems/%s as a page for people', async (code) => {
    const response = await t.app.inject({ url: `/problems/${code}`, headers: { accept: 'text/html,*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<code>${code}</code>`);
    expect(response.body).toContain('How to fix the request');
  });

  it('serve the same explanation as JSON to a client that asks for it', async () => {
    const response = await t.app.inject({ url: '/problems/idempotency_conflict', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      type: '/problems/idempotency_conflict',
      code: 'idempotency_conflict',
      status: 409,
      fix: expect.stringContaining('new sourceAgencyApplicationNumber'),
    });
    const index = json<{ code: string }[]>(await t.app.inject({ url: '/problems', headers: { accept: 'application/json' } }));
    expect(index.map((p) => p.code)).toEqual(codes);
  });

  it('resolve the type of a problem the service answers with', async () => {
    const refused = await t.app.inject({ url: '/api/v1/external/application/agency/BMB' });
    expect(refused.statusCode).toBe(401);
    const page = await t.app.inject({ url: json<{ type: string }>(refused).type });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(ERROR_CODES.unauthorized.title);
  });

  it('answer 404 for a code that does not exist', async () => {
    const response = await t.app.inject({ url: '/problems/no_such_code' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ code: 'not_found' });
  });

  it('refuse a code that is not letters and underscores, without echoing it as markup', async () => {
    const response = await t.app.inject({ url: '/problems/%3Cscript%3E' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>');
  });
});
