import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Nothing but the write path changes an application after its submission (docs/ARCHITECTURE.md):
 * a second path would skip the lock, the version, the journal, the counters, the renderings or the
 * audit. And nothing but the workflow's engine calls the write path (docs/adr/0007): every change is
 * an action of the registry, so its policy, journal, notice and audit come from one place. This reads
 * the sources the way a reviewer would and names any file that writes to `applications`, to the
 * journal, the notices or a child table, or calls `changeApplication`, without being one of the few
 * allowed to. The outbox too (docs/adr/0009): who writes `events` and `mail_messages`, and the order
 * the audit chain relies on (the audit rows, then the events, last).
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');

/** Who may write to `applications`, and how. */
const ALLOWED: Record<string, readonly ('update' | 'insert' | 'delete')[]> = {
  // The write path: every change after submission, and re-rendering (renderings rebuild).
  'applications/application.write.ts': ['update'],
  // insertApplications, called by submission alone (checked below).
  'applications/application.repository.ts': ['insert'],
};

const WRITES: readonly { readonly kind: 'update' | 'insert' | 'delete'; readonly pattern: RegExp }[] = [
  { kind: 'update', pattern: /updateTable\(\s*['"`]applications['"`]/ },
  { kind: 'insert', pattern: /insertInto\(\s*['"`]applications['"`]/ },
  { kind: 'insert', pattern: /replaceInto\(\s*['"`]applications['"`]/ },
  { kind: 'delete', pattern: /deleteFrom\(\s*['"`]applications['"`]/ },
  { kind: 'update', pattern: /\bupdate\s+applications\b/i },
  { kind: 'insert', pattern: /\binsert\s+(or\s+\w+\s+)?into\s+applications\b/i },
  { kind: 'delete', pattern: /\bdelete\s+from\s+applications\b/i },
];

/** The tables of an application's children, and the only files that hold SQL writing them. */
const CHILD_TABLE_WRITERS: Record<string, readonly string[]> = {
  application_journal: ['applications/journal.repository.ts'],
  application_notices: ['applications/application.repository.ts'],
  applicants: ['applications/application.repository.ts'],
  application_locations: ['applications/application.repository.ts'],
  application_resources: ['applications/application.repository.ts'],
  application_attachments: ['attachments/attachment.repository.ts'],
  agreements: ['agreements/agreement.repository.ts'],
  permits: ['permits/permit.repository.ts'],
  permit_certificates: ['permits/permit.repository.ts'],
  permit_obligations: ['obligations/obligation.repository.ts'],
  obligation_submissions: ['obligations/obligation.repository.ts'],
  permit_expiry_reminders: ['permits/permit-expiry-reminder.repository.ts'],
};

const childWrite = (table: string) =>
  new RegExp(
    `(updateTable|insertInto|replaceInto|deleteFrom)\\(\\s*['"\`]${table}['"\`]|\\b(update|insert\\s+(or\\s+\\w+\\s+)?into|delete\\s+from)\\s+${table}\\b`,
    'i',
  );

/** The repositories' functions that write those tables. */
const CHILD_WRITERS = [
  'insertJournalEntries',
  'insertNotices',
  'insertAttachment',
  'supersedeAttachments',
  'recordReview',
  'insertAgreement',
  'updateAgreement',
  'insertPermit',
  'updatePermit',
  'insertPermitCertificate',
  'insertObligations',
  'updateObligation',
  'insertSubmission',
  'updateSubmission',
  // Erasure (issue 21 §2): the anonymisation's effects alone.
  'eraseAttachmentFiles',
  'eraseCertificateFiles',
  'eraseAgreementFiles',
  'redactSubmissionTexts',
  'redactNotices',
  'dropErasedApplicant',
  'insertExpiryReminder',
];

/**
 * Where they may be called: the write path and the submission store, the actions (their effects), and
 * the permit lifecycle's decisions, which build the effects of the permit actions (issue, renew, amend,
 * suspend…) and are called by those actions alone. Besides these, the repositories that define them.
 */
const EFFECT_SOURCES = [
  'applications/application.write.ts',
  'applications/submission.store.ts',
  'workflow/actions/',
  // The capabilities' own actions (issue 27 §1), each in its folder, listed in src/actions.ts.
  'agreements/agreement.actions.ts',
  'attachments/document-review.ts',
  'attachments/document-upload.actions.ts',
  'obligations/obligation.actions.ts',
  'permits/permit-upkeep.actions.ts',
  'privacy/erasure/anonymise-personal-data.action.ts',
  'permits/permit.lifecycle.ts',
  'permits/permit.issue.ts',
  'permits/permit-expiry-reminder.action.ts',
  // The obligations a permit owes, made in the effects of its issue or renewal (permit.lifecycle.ts calls it).
  'obligations/obligation.issue.ts',
  'applications/journal.repository.ts',
  'applications/application.repository.ts',
  'attachments/attachment.repository.ts',
  'agreements/agreement.repository.ts',
  'permits/permit.repository.ts',
  'obligations/obligation.repository.ts',
  'permits/permit-expiry-reminder.repository.ts',
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' && dir.endsWith(`${path.sep}db`) ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Who writes the outbox (docs/adr/0009): the write path, the submission's group commit, and the webhook
 * dispatcher (an endpoint disabled). Each writes its events after its audit rows, last, so that they are
 * numbered under the audit chain's lock, in commit order.
 */
const EVENT_WRITERS = ['applications/application.write.ts', 'applications/submission.store.ts', 'webhooks/webhook.outcomes.ts'];

const AUDIT_WRITE = /\b(insertAuditRows|recordAuditEvent)\(/;
/** A write after the events: an insert, update or delete call, or a repository's `insert…`/`update…`/`delete…`. */
const LATER_WRITE = /\b(insertInto|updateTable|deleteFrom|insert[A-Z]\w*|update[A-Z]\w*|delete[A-Z]\w*|record[A-Z]\w*)\(/;

/** For each insertEvents call: an audit write earlier in its function, and no write after it in that function. */
function eventOrderProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  for (const call of text.matchAll(/\binsertEvents\(/g)) {
    const start = Math.max(0, text.lastIndexOf('\nasync function ', call.index), text.lastIndexOf('\n  async function ', call.index));
    const end = text.indexOf('\n}\n', call.index);
    const before = text.slice(start, call.index);
    // The rest of the function after the call's own statement.
    const after = text.slice(text.indexOf(';\n', call.index) + 1, end === -1 ? undefined : end);
    if (!AUDIT_WRITE.test(before)) problems.push(`${file}: insertEvents before the audit rows`);
    if (LATER_WRITE.test(after.replace(/\blog\.\w+\(/g, ''))) problems.push(`${file}: writes after insertEvents`);
  }
  return problems;
}

function writersOf(table: string, kind: 'insert' | 'update' | 'delete'): string[] {
  const pattern = {
    insert: new RegExp(`(insertInto|replaceInto)\\(\\s*['"\`]${table}['"\`]|\\binsert\\s+(or\\s+\\w+\\s+)?into\\s+${table}\\b`, 'i'),
    update: new RegExp(`updateTable\\(\\s*['"\`]${table}['"\`]|\\bupdate\\s+${table}\\b`, 'i'),
    delete: new RegExp(`deleteFrom\\(\\s*['"\`]${table}['"\`]|\\bdelete\\s+from\\s+${table}\\b`, 'i'),
  }[kind];
  return sources(SRC)
    .filter((file) => pattern.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .sort();
}

/** The files that call `name(` but do not define it. */
function callersOf(name: string): string[] {
  return sources(SRC)
    .filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return new RegExp(`\\b${name}\\(`).test(text) && !new RegExp(`function ${name}\\b`).test(text);
    })
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .sort();
}

describe('the single write path of applications', () => {
  it('is the only code that updates applications; only submission inserts them; nothing deletes them', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      const text = fs.readFileSync(file, 'utf8');
      for (const { kind, pattern } of WRITES) {
        if (pattern.test(text) && !(ALLOWED[relative] ?? []).includes(kind)) offenders.push(`${relative}: ${kind} of applications`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('lets only the submission store call insertApplications', () => {
    const callers = sources(SRC)
      .filter((file) => /\binsertApplications\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .sort();
    expect(callers).toEqual(['applications/application.repository.ts', 'applications/submission.store.ts']);
  });

  it('lets only the workflow engine call changeApplication: every change is an action of the registry', () => {
    // Tests may call it to set up a state; src may not: a second caller skips the policy, the notice or the event.
    const callers = sources(SRC)
      .filter((file) => /\bchangeApplication\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .sort();
    expect(callers).toEqual(['applications/application.write.ts', 'workflow/workflow.engine.ts']);
  });

  it('writes the journal, the notices and the child tables only in their repositories', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      const text = fs.readFileSync(file, 'utf8');
      for (const [table, owners] of Object.entries(CHILD_TABLE_WRITERS)) {
        if (childWrite(table).test(text) && !owners.includes(relative)) offenders.push(`${relative}: writes ${table}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('calls the child tables’ writers only from the write path, the submission and the actions’ effects', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      if (EFFECT_SOURCES.some((allowed) => (allowed.endsWith('/') ? relative.startsWith(allowed) : relative === allowed))) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const writer of CHILD_WRITERS) {
        if (new RegExp(`\\b${writer}\\(`).test(text)) offenders.push(`${relative}: ${writer}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('inserts events only through the outbox, and lets only the changes that write them call it', () => {
    expect(writersOf('events', 'insert')).toEqual(['events/event.outbox.ts']);
    expect(callersOf('insertEvents')).toEqual(EVENT_WRITERS);
  });

  it('writes mail_messages only in the mail repository, called by mail alone: a change writes events, and email is composed from them', () => {
    expect(writersOf('mail_messages', 'insert')).toEqual(['mail/mail.repository.ts']);
    expect(callersOf('insertMessages').filter((file) => !file.startsWith('mail/'))).toEqual([]);
    // The write path and the submission read no agency, staff account or mail setting for an email.
    const offenders = sources(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => EVENT_WRITERS.includes(file) && /from '\.\.\/mail\//.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('writes a change’s events after its audit rows and writes nothing after them: numbered in commit order under the chain’s lock', () => {
    const offenders = EVENT_WRITERS.flatMap((file) => eventOrderProblems(file, fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('would name events written before the audit rows, or a write after the events', () => {
    const early = 'async function f(trx) {\n  await insertEvents(trx, rows);\n  await insertAuditRows(trx, audit);\n}\n';
    expect(eventOrderProblems('made-up.ts', early)).toEqual([
      'made-up.ts: insertEvents before the audit rows',
      'made-up.ts: writes after insertEvents',
    ]);
    const late =
      'async function f(trx) {\n  await insertAuditRows(trx, audit);\n  await insertEvents(trx, rows);\n  await insertNotices(trx, n);\n}\n';
    expect(eventOrderProblems('made-up.ts', late)).toEqual(['made-up.ts: writes after insertEvents']);
  });

  it('would name a file that writes to applications on its own', () => {
    // The check itself, on a made-up offender: a service that sets a status directly.
    const text = "await trx.updateTable('applications').set({ status: 'approved' }).where('id', '=', id).execute();";
    expect(WRITES.some(({ pattern }) => pattern.test(text))).toBe(true);
    expect(WRITES.some(({ pattern }) => pattern.test("await sql`UPDATE applications SET status = 'approved'`"))).toBe(true);
  });
});
