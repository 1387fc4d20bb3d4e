import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, formatDocument } from '../../src/http/openapi-document.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('biopermit openapi', () => {
  it('writes the document the service serves, with its server and token URL from PUBLIC_BASE_URL', async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-openapi-')), 'openapi.json');
    const env = { PATH: process.env.PATH ?? '', PUBLIC_BASE_URL: 'https://biopermit.example.gov.ph' };
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, ['bin/biopermit.js', 'openapi', '--out', out], { cwd: ROOT, env, timeout: 60_000 }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    const written = fs.readFileSync(out, 'utf8');
    expect(written).toBe(formatDocument(await buildOpenApiDocument(env)));
    const document = JSON.parse(written);
    expect(document.servers).toEqual([{ url: 'https://biopermit.example.gov.ph', description: 'This service' }]);
    expect(document.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl).toBe(
      'https://biopermit.example.gov.ph/api/v1/oauth/token',
    );
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });

  it('serves `/` as the server when PUBLIC_BASE_URL is unset, and no OAuth scheme when it issues no tokens', async () => {
    const document = (await buildOpenApiDocument({
      TOKEN_ACCEPT_LOCAL: 'false',
      AUTH_JWKS_URL: 'https://idp.example/jwks',
      AUTH_ISSUER: 'https://idp.example/',
      AUTH_AUDIENCE: 'biopermit',
    })) as {
      servers: unknown;
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, { get?: { security?: unknown } }>;
    };
    expect(document.servers).toEqual([{ url: '/', description: 'This service' }]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerAuth', 'staffSession', 'staffCsrf']);
    expect(document.paths['/api/v1/external/application/agency/{sourceAgencyCode}']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});
