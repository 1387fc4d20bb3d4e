import type { Command } from 'commander';
import { findApplicationId } from '../applications/application.repository.js';
import { auditChainHead, exportAuditRecords, verifyAuditChain } from '../audit/audit.service.js';
import { AppError } from '../http/errors.js';
import { printJson, withDatabase } from './context.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A --from/--to value: a date (midnight UTC) or an ISO 8601 date-time with a time zone, as ISO UTC. */
function instant(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = DATE.test(value) ? `${value}T00:00:00Z` : value;
  const time = /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new AppError(
      'validation_failed',
      `${option} must be a date (2026-01-31) or a date-time with a time zone (2026-01-31T08:00:00+08:00)`,
    );
  }
  return new Date(time).toISOString();
}

/** `audit verify` and `audit export`: the tamper-evident trail, checked and archived. */
export function addAuditCommands(program: Command): void {
  const audit = program.command('audit').description('the audit trail: a hash chain of every act');
  audit
    .command('verify')
    .description('check the whole chain; names the first broken row and exits with 1 if there is one')
    .option('--json', 'print {"ok", "rows", "broken"} as JSON')
    .option('--head <hash>', 'the head kept from an earlier export: broken if the chain no longer reaches it')
    .action((options: { json?: boolean; head?: string }) =>
      withDatabase(async ({ db }) => {
        if (options.head !== undefined && !/^[0-9a-f]{64}$/.test(options.head)) {
          throw new AppError('validation_failed', '--head must be the 64 hexadecimal digits of a hash, as `audit export` prints it');
        }
        const result = await verifyAuditChain(db, options.head === undefined ? {} : { keptHead: options.head });
        if (options.json) printJson(result);
        else if (result.ok) process.stdout.write(`Audit trail intact: ${result.rows} rows.\n`);
        else {
          const { sequence, id, problem } = result.broken;
          process.stdout.write(
            `Audit trail BROKEN at row ${sequence}${id === null ? '' : ` (id ${id})`}: ${problem}. ` +
              `Rows 1 to ${result.rows} are intact.\n`,
          );
        }
        if (!result.ok) process.exitCode = 1;
      }),
    );
  audit
    .command('export')
    .description(
      'write audit rows as JSON lines, in chain order, each with its hash (see docs/DATABASE.md); prints the chain head on stderr',
    )
    .option('--from <when>', 'rows that occurred at or after this date or date-time')
    .option('--to <when>', 'rows that occurred before this date or date-time')
    .option('--application <number>', 'only rows of this application (registration number or uuid)')
    .action((options: { from?: string; to?: string; application?: string }) =>
      withDatabase(async ({ db }) => {
        const from = instant('--from', options.from);
        const to = instant('--to', options.to);
        let applicationId: string | undefined;
        if (options.application !== undefined) {
          applicationId = await findApplicationId(db, options.application);
          if (applicationId === undefined) throw new AppError('not_found', `No application ${options.application}`);
        }
        const head = await auditChainHead(db);
        for await (const record of exportAuditRecords(db, { from, to, applicationId }, head.sequence)) {
          if (!process.stdout.write(`${JSON.stringify(record)}\n`)) await new Promise((resolve) => process.stdout.once('drain', resolve));
        }
        // On stderr, apart from the records: keep it, and `audit verify --head` says if rows after it go missing.
        process.stderr.write(`Audit chain head: row ${head.sequence}, hash ${head.hash} (keep it: audit verify --head ${head.hash})\n`);
      }),
    );
}
