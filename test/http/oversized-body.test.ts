import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttachmentTestApp, createAttachmentTestApp, externalAttachmentsPath } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { bearer, json } from '../helpers/test-app.js';

interface Problem {
  code: string;
  status: number;
  errors?: { pointer?: string }[];
}

const MiB = 1024 * 1024;

/**
 * A client still writing a body the service has refused must read the 413 that says why, not fail
 * with EPIPE or a reset: Node's fetch (undici) is the client here, over a real socket, because
 * app.inject never writes a body in pieces.
 */
describe.each(testDialects)('a body over the limit reaches its client as 413 (%s)', (dialect) => {
  let a: AttachmentTestApp;
  let base: string;
  let agency: string;
  let token: string;
  let application: string;
  beforeAll(async () => {
    a = await createAttachmentTestApp(dialect, 'filesystem', { UPLOAD_LIMIT_BYTES: String(MiB), HTTP_REQUEST_TIMEOUT_MS: '300000' });
    ({ agency, token } = await a.t.agencyWithToken());
    const submitted = await a.t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: bearer(token),
      payload: aSubmission(agency),
    });
    application = json<{ cnaApplicationUniqueNo: string }>(submitted).cnaApplicationUniqueNo;
    await a.t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(a.t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => a?.close());

  it('answers six JSON bodies of 32 MiB (BODY_LIMIT_BYTES is 1 MiB) each with the payload_too_large problem', async () => {
    const body = JSON.stringify({ ...aSubmission(agency), purpose: 'x'.repeat(32 * MiB) });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${base}/api/v1/external/application`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body,
        }).then(async (response) => ({ status: response.status, problem: (await response.json()) as Problem })),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.problem.code).toBe('payload_too_large');
    }
  }, 120_000);

  it('answers three uploads of a 32 MiB file (UPLOAD_LIMIT_BYTES is 1 MiB) with 413 naming /file, and stores nothing', async () => {
    const upload = () => {
      const form = new FormData();
      form.set('type', 'endorsement_letter');
      form.set('title', 'Endorsement of the Dean');
      form.set('file', new Blob([Buffer.alloc(32 * MiB, 0x25)], { type: 'application/pdf' }), 'letter.pdf');
      return fetch(`${base}${externalAttachmentsPath(agency, application)}`, { method: 'POST', headers: bearer(token), body: form }).then(
        async (response) => ({ status: response.status, problem: (await response.json()) as Problem }),
      );
    };
    const answers = await Promise.all(Array.from({ length: 3 }, upload));
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.problem.errors?.map((e) => e.pointer)).toEqual(['/file']);
    }
    const left = await a.leftovers();
    expect(left.stored).toEqual([]);
    expect(left.attachmentRows).toBe(0);
  }, 120_000);
});
