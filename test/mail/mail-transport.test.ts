import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../../src/mail/mail.transport.js';
import { anSmtpServer } from '../helpers/smtp.js';

/**
 * The SMTP transport keeps its connection for the messages that follow (a connection, greeting and
 * log-in per message made a backlog take minutes), and a message the server refuses does not stop the next.
 */
describe('the SMTP transport', () => {
  let smtp: Awaited<ReturnType<typeof anSmtpServer>>;
  beforeAll(async () => {
    smtp = await anSmtpServer((address) => (address.startsWith('refused') ? { code: 550, message: 'No such user' } : undefined));
  });
  afterAll(async () => smtp?.close());

  const mail = (to: string, n: number) => ({
    from: { name: 'Biodiversity Management Bureau', address: 'permits@bmb.example.ph' },
    to,
    subject: `Message ${n}`,
    text: `Text ${n}`,
    html: `<p>Text ${n}</p>`,
    id: `message-${n}`,
  });

  it('sends messages one after another over one connection, logged in once', async () => {
    const transport = smtpTransport(smtp.url);
    const before = smtp.connections();
    try {
      for (let n = 1; n <= 10; n++)
        expect(await transport.send(mail('maria.santos@example.org', n))).toMatchObject({ kind: 'sent', code: 250 });
    } finally {
      transport.close();
    }
    expect(smtp.connections() - before).toBe(1);
    expect(smtp.received.map((received) => received.mail.subject).slice(-10)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Message ${i + 1}`),
    );
  });

  it('says a refused recipient is a permanent failure, and still sends the next message', async () => {
    const transport = smtpTransport(smtp.url);
    try {
      expect(await transport.send(mail('refused@example.org', 11))).toMatchObject({ kind: 'permanent', code: 550 });
      expect(await transport.send(mail('maria.santos@example.org', 12))).toMatchObject({ kind: 'sent', code: 250 });
    } finally {
      transport.close();
    }
    expect(smtp.received.at(-1)?.mail.subject).toBe('Message 12');
  });

  it('says a server that cannot be reached is a temporary failure', async () => {
    const transport = smtpTransport('smtp://127.0.0.1:9');
    try {
      expect(await transport.send(mail('maria.santos@example.org', 13))).toMatchObject({ kind: 'temporary', code: null });
    } finally {
      transport.close();
    }
  });
});
