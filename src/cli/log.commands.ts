import { type Command, InvalidArgumentError } from 'commander';
import { LogVerificationError, verifyPublicLog } from '../transparency-log/log-verifier.js';
import { printJson } from './context.js';

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

function count(value: string): number {
  if (!/^(0|[1-9][0-9]{0,3})$/.test(value)) throw new InvalidArgumentError('expected a number of witnesses (0, 1, 2…)');
  return Number(value);
}

function entryIndex(value: string): number {
  if (!/^(0|[1-9][0-9]{0,9})$/.test(value)) throw new InvalidArgumentError('expected an entry index (0, 1, 2…)');
  return Number(value);
}

interface LogVerifyOptions {
  state: string;
  vkey?: string;
  entry?: number;
  witness?: string[];
  witnessesRequired?: number;
  json?: boolean;
}

/**
 * `biopermit log verify <url> --state <file>`: the public log of permits checked from its public
 * endpoints alone (docs/TRUST.md, "The public log"), and with --witness, the witnesses' cosignatures on its head. Needs no database nor configuration: anyone runs it
 * against any biopermit. Exit 0 when the log is sound, 1 with the reason when it is not.
 */
export function addLogCommands(program: Command): void {
  program
    .command('log')
    .description('the public log of permits (docs/TRUST.md)')
    .command('verify')
    .description(
      'check the public log at <url>: the checkpoint signed, every entry in the signed root, the log only grown since the ' +
        'checkpoint kept in --state, and (--entry) one entry’s inclusion proof',
    )
    .argument('<url>', 'the service’s base URL, e.g. https://permits.example.gov.ph')
    .requiredOption('--state <file>', 'where the last checkpoint seen is kept (created on the first run; keep it between runs)')
    .option('--vkey <key>', 'the log’s verifier key to trust (default: the state file’s, else the service’s own, trusted on first use)')
    .option('--entry <index>', 'also check this entry’s inclusion proof and print it', entryIndex)
    .option('--witness <vkey>', 'a witness’s verifier key (c2sp.org/tlog-cosignature) whose cosignature counts (repeatable)', collect)
    .option('--witnesses-required <n>', 'how many of the --witness keys must have cosigned the head (default: all)', count)
    .option('--json', 'print the report as JSON')
    .action(async (url: string, options: LogVerifyOptions) => {
      try {
        const report = await verifyPublicLog({
          baseUrl: url,
          statePath: options.state,
          vkey: options.vkey,
          entry: options.entry,
          witnesses: options.witness,
          witnessesRequired: options.witnessesRequired,
        });
        if (options.json) return printJson(report);
        const since = report.previousSize === null ? 'first check' : `consistent with the ${report.previousSize} entries seen before`;
        process.stdout.write(`Log ${report.origin} verified: ${report.size} entries, root ${report.rootHash} (${since}).\n`);
        if (report.cosignedBy.length > 0) process.stdout.write(`Cosigned by: ${report.cosignedBy.join(', ')}.\n`);
        if (report.keyTrustedOnFirstUse)
          process.stdout.write('The verifier key was read from the service: compare it with the one the authority publishes.\n');
        if (report.entry !== undefined) process.stdout.write(`Entry ${report.entry.index}: ${report.entry.text}\n`);
      } catch (error) {
        if (error instanceof LogVerificationError) {
          process.stderr.write(`biopermit: the public log does not verify: ${error.message}\n`);
          process.exitCode = 1;
          return;
        }
        throw error;
      }
    });
}
