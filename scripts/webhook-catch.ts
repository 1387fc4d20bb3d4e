/**
 * A local webhook receiver for development (the walk-through, docs/EVENTS.md), like the mail catcher: listens on
 * 127.0.0.1 (port 4040, or a numeric argument), verifies each delivery's Standard Webhooks signature with
 * the `standardwebhooks` library, answers 204 to a verified one and 401 to a forged or stale one, and
 * prints one line per delivery: time, verified or REFUSED (why), event type, registration number,
 * status, version and what the type says (a notice's log, a permit's number…).
 *
 * The secret comes from a JSON file, the endpoint as biopermit answered its registration (or a rotation):
 * `{ "secret": "whsec_…", … }`. The file is read again whenever it changes, so a rotation answer saved
 * over it takes effect at the next delivery. biopermit must be started with
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS=true to deliver to 127.0.0.1 (never in production).
 *
 *   npm run webhook:catch -- "$W/endpoint.json"          # port 4040
 *   npm run webhook:catch -- "$W/endpoint.json" 4041
 */
import fs from 'node:fs';
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const MAX_BODY_BYTES = 1024 * 1024;

const args = process.argv.slice(2);
const portArgument = args.find((arg) => /^\d+$/.test(arg));
const secretFile = args.find((arg) => arg !== portArgument);
const port = Number(portArgument ?? process.env.WEBHOOK_CATCH_PORT ?? 4040);
if (!secretFile) {
  process.stderr.write(
    'Usage: npm run webhook:catch -- ENDPOINT.json [PORT]\n' +
      '  ENDPOINT.json: the answer of POST /api/v1/external/webhooks (or of …/secret), which holds "secret": "whsec_…".\n',
  );
  process.exit(2);
}

/** The secret last read from the file. */
let current: string | undefined;

function secretIn(file: string): string {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const secret = (parsed as { secret?: unknown } | null)?.secret;
  if (typeof secret !== 'string' || !secret.startsWith('whsec_')) throw new Error(`no "secret": "whsec_…" in ${file}`);
  new Webhook(secret); // throws on a secret that is not base64
  return secret;
}

/**
 * The secret to verify with now. The file is small: it is read at every delivery, so a rotation saved
 * over it counts from the next one. While it is being rewritten (a shell's `>` empties it first), or
 * holds no secret, the last good one stays.
 */
function secretNow(file: string): string {
  try {
    const secret = secretIn(file);
    if (current && current !== secret) process.stdout.write(`${timeNow()}  the secret in ${file} changed: verifying with the new one\n`);
    current = secret;
  } catch (error) {
    if (!current) throw error;
  }
  return current;
}

function timeNow(): string {
  return `${new Date().toISOString().slice(0, 19)}Z`;
}

interface Delivered {
  type?: unknown;
  data?: Record<string, unknown>;
}

/** What the event says in a few words, after its registration number, status and version. */
function summary(event: Delivered): string {
  const data = event.data ?? {};
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const detailOf: Record<string, () => string> = {
    'application.received': () => '',
    'application.status_changed': () => `from ${text(data.previousStatus)}`,
    'notice.created': () => text(data.log),
    'attachment.status_changed': () => `document ${text(data.attachmentStatus)}`,
    'permit.issued': () => `permit ${text(data.permitNo)} ${text(data.permitStatus)}`,
    'permit.status_changed': () => `permit ${text(data.previousPermitStatus)} → ${text(data.permitStatus)}`,
    'agreement.status_changed': () => `agreement ${text(data.agreementStatus)}`,
    'cbd_status.changed': () => `Clearing-House ${text(data.previousCbdStatus) || 'none'} → ${text(data.cbdStatus)}`,
    'obligation.created': () => `${text(data.obligationType)} due ${text(data.dueDate)}`,
    'obligation.status_changed': () => `${text(data.obligationType)} ${text(data.obligationStatus)}`,
    'obligation.reminder': () => `${text(data.obligationType)} ${text(data.reminder)}`,
    'webhook_endpoint.disabled': () => text(data.url),
    'webhook.test': () => 'test',
  };
  const detail = detailOf[text(event.type)]?.() ?? '';
  const fields = [
    text(event.type) || '(no type)',
    text(data.cnaApplicationUniqueNo) || '-',
    text(data.status) || '-',
    data.version === undefined ? '-' : `v${text(data.version)}`,
  ];
  return `${fields.join('  ')}${detail ? ` (${detail.trim()})` : ''}`;
}

/** The event as the body claims it, for a refused delivery's line (not to be trusted). */
function claimed(body: string): Delivered {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as Delivered) : {};
  } catch {
    return {};
  }
}

const seen = new Set<string>();

function receive(request: http.IncomingMessage, body: string): { status: number; line: string } {
  const headers = {
    'webhook-id': String(request.headers['webhook-id'] ?? ''),
    'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
    'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
  };
  let secret: string;
  try {
    secret = secretNow(secretFile as string);
  } catch (error) {
    return { status: 401, line: `REFUSED (no secret to verify with: ${(error as Error).message})  ${summary(claimed(body))}` };
  }
  try {
    const event = new Webhook(secret).verify(body, headers) as Delivered;
    const again = seen.has(headers['webhook-id']) ? '  again: the same webhook-id as before (a retry or a redelivery)' : '';
    seen.add(headers['webhook-id']);
    return { status: 204, line: `verified  ${summary(event)}${again}` };
  } catch (error) {
    return { status: 401, line: `REFUSED (${(error as Error).message})  ${summary(claimed(body))}` };
  }
}

const server = http.createServer((request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  });
  request.on('end', () => {
    if (size > MAX_BODY_BYTES) {
      process.stdout.write(`${timeNow()}  REFUSED (a body of ${size} bytes, past ${MAX_BODY_BYTES})\n`);
      response.writeHead(413).end();
      return;
    }
    const { status, line } = receive(request, Buffer.concat(chunks).toString('utf8'));
    process.stdout.write(`${timeNow()}  ${line}\n`);
    response.writeHead(status).end();
  });
});

server.on('error', (error: NodeJS.ErrnoException) => {
  process.stderr.write(
    error.code === 'EADDRINUSE'
      ? `Port ${port} on 127.0.0.1 is taken: give another, e.g. npm run webhook:catch -- ${secretFile} ${port + 1}\n`
      : `${error.message}\n`,
  );
  process.exit(1);
});

try {
  secretNow(secretFile);
} catch (error) {
  process.stderr.write(`Cannot read the endpoint's secret: ${(error as Error).message}\n`);
  process.exit(2);
}
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(
    `Receiving webhooks on http://127.0.0.1:${port}/ (any path), verifying each with the secret in ${secretFile}\n` +
      '(read again when the file changes). biopermit delivers here only when started with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true.\n' +
      'Ctrl-C to stop.\n',
  );
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
