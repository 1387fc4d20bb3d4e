import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com/): a secret is `whsec_` and the
 * base64 of its key; a signature is `v1,` and the base64 HMAC-SHA256, under that key, of
 * `<webhook-id>.<webhook-timestamp>.<body>`. Several signatures (during a rotation, the new
 * secret's and the old one's) go in one `webhook-signature` header, separated by spaces: a receiver
 * accepts the message when any one of them verifies.
 */

const PREFIX = 'whsec_';

/** A new secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

export function signatureOf(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three Standard Webhooks headers of one attempt, signed with every secret given. */
export function webhookHeaders(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, messageId, timestampSeconds, body)).join(' '),
  };
}
