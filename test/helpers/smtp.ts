import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test's SMTP server accepted, parsed. */
export interface ReceivedMail {
  readonly to: readonly string[];
  readonly mail: ParsedMail;
}

/** What the server answers to RCPT TO for an address: nothing to accept it, or a reply code and text to refuse it. */
export type RecipientRule = (address: string) => { code: number; message: string } | undefined;

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1, for tests: it takes a log-in (any user,
 * without TLS), answers each recipient as `rule` says, and keeps every message it accepts, parsed with
 * `mailparser`.
 */
export async function anSmtpServer(rule: RecipientRule = () => undefined) {
  const received: ReceivedMail[] = [];
  const logins: string[] = [];
  let connections = 0;
  const server = new SMTPServer({
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      const refusal = rule(address.address);
      if (refusal === undefined) return callback();
      return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // smtp-server emits a client connection's failure on the server: a service process killed with its
  // SMTP connection open (kept between messages, src/mail/mail.transport.ts) resets it. Unheard, that
  // 'error' ended the test process (test/cluster/kill-nine.test.ts); it is the client's end, not a fault here.
  const connectionErrors: Error[] = [];
  server.on('error', (error: Error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    received,
    logins,
    /** Connections that failed (reset by a client that died, say). */
    connectionErrors,
    /** How many connections the server has been opened so far. */
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
