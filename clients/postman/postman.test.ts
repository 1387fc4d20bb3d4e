import fs from 'node:fs';
import newman from 'newman';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/helpers/databases.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { POSTMAN_FILE } from '../generate.js';

/** The Postman collection kept in the repository, run by newman against the real service, as an integrator would. */

function runCollection(collection: unknown, variables: Record<string, string>) {
  return new Promise<Parameters<Parameters<typeof newman.run>[1]>[1]>((resolve, reject) =>
    newman.run(
      { collection, envVar: Object.entries(variables).map(([key, value]) => ({ key, value })), reporters: [], timeoutRequest: 20_000 },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    ),
  );
}

describe.each(testDialects)('the Postman collection run by newman (%s)', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('gets a token, submits the example, lists and reads it in detail, with nothing edited but the client credentials', async () => {
    const collection = JSON.parse(fs.readFileSync(POSTMAN_FILE, 'utf8'));
    // The document's examples submit for agency BMB.
    const agency = await t.agency('BMB');
    const { clientId, clientSecret } = await t.client(agency);
    const summary = await runCollection(collection, { baseUrl, clientId, clientSecret });

    expect(summary.run.failures.map((f) => `${f.source?.name}: ${f.error.message}`)).toEqual([]);
    const codes = Object.fromEntries(summary.run.executions.map((e) => [e.item.name, e.response?.code]));
    expect(codes).toMatchObject({
      'Get an access token (OAuth 2.0 client credentials)': 200,
      'Submit an application': 201,
      'List the applications of an agency': 200,
      'Get one application in detail': 200,
    });
    const body = (name: string) => JSON.parse(summary.run.executions.find((e) => e.item.name === name)?.response?.stream?.toString() ?? '{}');
    const receipt = body('Submit an application');
    expect(receipt.cnaApplicationUniqueNo).toMatch(/^ABS-\d{4}-\d{6}$/);
    // The detail request read the application the collection had just submitted.
    expect(body('Get one application in detail')).toMatchObject({ registrationNo: receipt.cnaApplicationUniqueNo });
  });
});
