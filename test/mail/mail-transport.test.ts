import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../../src/mail/mail.transport.js';
import { until } from '../helpers/processes.js';
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

  it('keeps the test server up when a client’s connection is reset, as a service process killed with its connection open does', async () => {
    const { port } = new URL(smtp.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const replies: string[] = [];
    socket.on('data', (chunk: Buffer) => replies.push(chunk.toString('utf8')));
    await until(() => replies.join('').includes('220 '), 'the greeting');
    // Reset in the middle of a message (after MAIL FROM): the moment smtp-server reports, not a reset while idle.
    socket.write('EHLO killed.example\r\nMAIL FROM:<someone@killed.example>\r\n');
    await until(() => replies.join('').includes('250 Accepted'), 'MAIL FROM accepted');
    socket.resetAndDestroy();
    await until(() => smtp.connectionErrors.length > 0, 'the reset seen by the server');
    expect(smtp.connectionErrors[0]).toMatchObject({ code: 'ECONNRESET' });
  });
});
