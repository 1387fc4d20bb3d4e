/**
 * A local SMTP catcher for development (the walk-through, docs/EMAIL.md): listens on 127.0.0.1 (port 2525, or
 * the first argument), accepts any message and any log-in, and prints each one it receives: envelope,
 * subject and the plain-text part. Point biopermit at it with SMTP_URL=smtp://dev:dev@127.0.0.1:2525.
 *
 *   npm run mail:catch            # then, in another terminal: SMTP_URL=smtp://dev:dev@127.0.0.1:2525 npm start
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? process.env.MAIL_CATCH_PORT ?? 2525);
const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username });
  },
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        process.stdout.write(
          `\n=== ${new Date().toISOString()} ===\nFrom:    ${mail.from?.text ?? ''}\nTo:      ${to}\nSubject: ${mail.subject ?? ''}\n\n${mail.text ?? ''}\n`,
        );
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`Catching mail on smtp://127.0.0.1:${port} (any user and password). Start biopermit with\n`);
  process.stdout.write(`  SMTP_URL=smtp://dev:dev@127.0.0.1:${port} npm start\nCtrl-C to stop.\n`);
});
process.on('SIGINT', () => server.close(() => process.exit(0)));
