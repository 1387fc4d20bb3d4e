import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked as plain JSON
type Json = any;

describe('the staff API in the OpenAPI document', () => {
  let t: TestApp;
  let doc: Json;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    doc = json(await t.app.inject({ url: '/openapi.json' }));
  });
  afterAll(async () => t?.close());

  const staffOperations = (): [string, string, Json][] =>
    Object.entries(doc.paths as Record<string, Record<string, Json>>)
      .filter(([path]) => path.startsWith('/api/v1/staff/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]): [string, string, Json] => [method, path, operation]),
      );

  it('has every staff operation tagged Staff, with an operationId and problem+json for each error status', () => {
    const operations = staffOperations();
    // 19 of accounts and sessions, 2 of the workflow (the application's staff view and its actions),
    // 14 of what staff read and the settings (workqueues, audit, settings, holidays, dashboard).
    expect(operations.length).toBeGreaterThanOrEqual(35);
    const ids = new Set<string>();
    for (const [method, path, operation] of operations) {
      expect(operation.tags, `${method} ${path}`).toEqual(['Staff']);
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
      ids.add(operation.operationId);
      for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
        if (Number(status) >= 400) expect(response.content, `${method} ${path} ${status}`).toHaveProperty(['application/problem+json']);
      }
    }
    expect(ids.size).toBe(operations.length);
  });

  it('asks for the session cookie on every staff route but log-in and password set-up, and for the CSRF header on writes', () => {
    for (const [method, path, operation] of staffOperations()) {
      if ((path === '/api/v1/staff/session' && method === 'post') || path === '/api/v1/staff/password-setup') {
        expect(operation.security, `${method} ${path}`).toEqual([]);
      } else if (path === '/api/v1/staff/session/current') {
        // The probe: the session when there is one, null otherwise.
        expect(operation.security).toEqual([{ staffSession: [] }, {}]);
      } else if (method === 'get') expect(operation.security).toEqual([{ staffSession: [] }]);
      else expect(operation.security, `${method} ${path}`).toEqual([{ staffSession: [], staffCsrf: [] }]);
    }
    expect(doc.components.securitySchemes.staffSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'biopermit_staff' });
    expect(doc.components.securitySchemes.staffCsrf).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' });
  });

  it('names the staff shapes as components, with roles as a closed list', () => {
    for (const name of [
      'StaffLogin',
      'StaffSession',
      'StaffUser',
      'StaffUserDetail',
      'StaffUserCreate',
      'SetupCode',
      'Agency',
      'ApiClient',
      'ApiClientCreated',
      'TotpEnrolment',
      'RecoveryCodes',
      'Role',
      'SecondFactorState',
    ]) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    expect(doc.paths['/api/v1/staff/session'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/StaffLogin',
    });
    expect(doc.components.schemas.Role.description).toContain('`approver`');
  });
});
