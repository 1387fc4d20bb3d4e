import { createRequire } from 'node:module';
import net from 'node:net';
import type Nodemailer from 'nodemailer';

// Loaded when a transport is made (the mail sender's first run, after the server listens), not by
// every start (bench/startup/).
const require = createRequire(import.meta.url);

/**
 * Sending one message over SMTP (nodemailer), and what the server's answer means for it: 2xx sent,
 * 5xx a permanent failure (never tried again), 4xx or no answer at all (the server away, a timeout)
 * a temporary one (tried again on the schedule). Behind a small interface so that the sender does not
 * know nodemailer.
 *
 * One connection is kept and reused for the messages that follow (nodemailer's pool, a new one after
 * MESSAGES_PER_CONNECTION), with Nagle's algorithm off on it: a connection per message, each of its
 * SMTP commands waiting for the server's delayed acknowledgement, took about 150 ms a message, and a
 * backlog of a thousand messages minutes (7 ms a message kept and without the delay, 3 Dec 2026).
 */

/** Messages sent over one connection before it is closed and another opened. */
const MESSAGES_PER_CONNECTION = 100;

type SocketCallback = (error: Error | null, socket?: { connection: net.Socket }) => void;

/** A plain TCP connection with Nagle's algorithm off (STARTTLS, when the server offers it, goes over it). */
function connectWithoutDelay(options: { host?: string; port?: number }, callback: SocketCallback): void {
  const socket = net.connect({ host: options.host ?? 'localhost', port: options.port ?? 587, noDelay: true });
  const failed = (error: Error) => callback(error);
  socket.once('error', failed);
  socket.once('connect', () => {
    socket.off('error', failed);
    callback(null, { connection: socket });
  });
}

export interface OutgoingMail {
  readonly from: string | { readonly name: string; readonly address: string };
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Our id, as the Message-ID's left part: one message sent twice has the same Message-ID. */
  readonly id: string;
}

export type SendOutcome =
  | { readonly kind: 'sent'; readonly code: number | null; readonly response: string }
  | { readonly kind: 'temporary' | 'permanent'; readonly code: number | null; readonly response: string };

export interface MailTransport {
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}

const TIMEOUT_MS = 15_000;

/** The SMTP server's reply code at the start of an answer (`250 2.0.0 OK`), if any. */
function replyCode(response: string | undefined): number | null {
  const match = /^(\d{3})[ -]/.exec(response ?? '');
  return match === null ? null : Number(match[1]);
}

export function smtpTransport(smtpUrl: string, hostname = 'biopermit'): MailTransport {
  const url = new URL(smtpUrl);
  const nodemailer = require('nodemailer') as typeof Nodemailer;
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port === '' ? (url.protocol === 'smtps:' ? 465 : 587) : Number(url.port),
    secure: url.protocol === 'smtps:',
    pool: true,
    maxConnections: 1,
    maxMessages: MESSAGES_PER_CONNECTION,
    // smtps: nodemailer opens the TLS connection itself.
    ...(url.protocol === 'smtps:' ? {} : { getSocket: connectWithoutDelay }),
    ...(url.username === '' ? {} : { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    name: hostname,
  });
  return {
    async send(mail) {
      const domain = (typeof mail.from === 'string' ? (/<([^<>]+)>$/.exec(mail.from)?.[1] ?? mail.from) : mail.from.address).split('@')[1];
      try {
        const info = await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${mail.id}@${domain ?? 'biopermit'}>`,
        });
        return { kind: 'sent', code: replyCode(info.response), response: info.response };
      } catch (error) {
        const failure = error as { responseCode?: number; response?: string; message?: string; code?: string };
        const code = typeof failure.responseCode === 'number' ? failure.responseCode : replyCode(failure.response);
        const response = failure.response ?? `${failure.code ?? 'error'}: ${failure.message ?? String(error)}`;
        // 5xx: the server refuses for good. 4xx, and no answer at all: it may work later.
        return { kind: code !== null && code >= 500 && code < 600 ? 'permanent' : 'temporary', code, response };
      }
    },
    close() {
      transporter.close();
    },
  };
}
