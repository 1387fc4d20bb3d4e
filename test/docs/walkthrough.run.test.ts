import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, shellBlocks, walkThroughParts } from '../helpers/markdown.js';
import { freePort, until } from '../helpers/processes.js';

/**
 * The walk-through run as a newcomer runs it: every `sh` block of docs/walkthrough/, in order, in one
 * shell (the walk-through's terminal, so its variables carry from block to block), with `set -e` so a
 * failing command fails the test. The blocks that belong in another terminal run there: `npm start`
 * (stopping the service that runs, as Ctrl-C does), the Clearing-House stand-in, the mail catcher and
 * the webhook receiver (the command part 1 prints). Three things differ from a reader's machine, and only
 * these: the ports (8080, 4040, 4010, 2525, 4020 may be taken on a shared machine, so free ones replace them
 * in the text), DATA_DIR (a temporary folder rather than ./data, so the developer's data is untouched)
 * and TMPDIR (the same folder, where the trust stand-in keeps its files).
 */

const PARTS = walkThroughParts();
const BLOCKS = PARTS.flatMap((part) => shellBlocks(part).map((block) => ({ part: path.basename(part.file), block })));
const SERVICE_START = /\bnpm start\s*$/;
const OTHER_TERMINAL = /^(npm run (?:absch:stand-in|trust:stand-in|mail:catch|webhook:catch -- \S+))\s*$/;

interface Terminal {
  readonly name: string;
  readonly child: ChildProcess;
  output: string;
}

describe.skipIf(process.platform === 'win32')('the walk-through, run as written', () => {
  const terminals: Terminal[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-walk-through-data-'));
  afterAll(async () => {
    for (const terminal of terminals) await stop(terminal);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs every command of every part, in order, without an error', async () => {
    const entriesBefore = new Set(rootEntries());
    const ports = {
      service: await freePort(),
      webhooks: await freePort(),
      absch: await freePort(),
      mail: await freePort(),
      trust: await freePort(),
    };
    const localise = (text: string) =>
      text
        .replaceAll('localhost:8080', `localhost:${ports.service}`)
        .replaceAll('127.0.0.1:4040', `127.0.0.1:${ports.webhooks}`)
        .replaceAll('127.0.0.1:4010', `127.0.0.1:${ports.absch}`)
        .replaceAll('127.0.0.1:2525', `127.0.0.1:${ports.mail}`)
        .replaceAll('127.0.0.1:4020', `127.0.0.1:${ports.trust}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CI: undefined,
      NODE_ENV: undefined,
      VITEST: undefined,
      DATA_DIR: dataDir,
      PORT: String(ports.service),
      METRICS_PORT: 'off',
      WEBHOOK_CATCH_PORT: String(ports.webhooks),
      ABSCH_STAND_IN_PORT: String(ports.absch),
      MAIL_CATCH_PORT: String(ports.mail),
      TRUST_STAND_IN_PORT: String(ports.trust),
      // The trust stand-in's fixed folder is under TMPDIR: this run's own, not a reader's or another run's.
      TMPDIR: dataDir,
    };

    const walk = open('walk-through', ['--noprofile', '--norc'], env);
    terminals.push(walk);
    let service: Terminal | undefined;
    let index = 0;
    for (const { part, block } of BLOCKS) {
      index += 1;
      const text = localise(block);
      const where = `${part}, block ${index}:\n${block}`;
      if (SERVICE_START.test(text.trim())) {
        if (service) await stop(service);
        service = open('service', ['-c', text], env);
        terminals.push(service);
        const started = service;
        await until(() => serviceAnswers(ports.service), `the service to answer (${where})\n${started.output}`, 180_000);
        continue;
      }
      const other = OTHER_TERMINAL.exec(text.trim());
      if (other) {
        terminals.push(await startOther(other[1] ?? '', env));
        continue;
      }
      const before = walk.output.length;
      const status = await run(walk, text, index);
      expect(status, `${where}\n--- printed:\n${walk.output.slice(before)}`).toBe(0);
      // Part 1 prints the receiver's command for the third terminal: start it as the reader does.
      for (const printed of walk.output.slice(before).matchAll(/^(npm run webhook:catch -- \S+)$/gm)) {
        terminals.push(await startOther(printed[1] ?? '', env));
      }
    }

    const receiver = terminals.find((terminal) => terminal.name.includes('webhook:catch'));
    expect(receiver, 'the webhook receiver was started').toBeDefined();
    await until(() => /verified\s+application\.received/.test(receiver?.output ?? ''), 'a verified delivery', 60_000);
    // Every delivery verified but the forgeries part 5 sends on purpose to show the receiver refusing them.
    const forged = BLOCKS.map(({ block }) => block.match(/webhook-id: forged/g)?.length ?? 0).reduce((a, b) => a + b, 0);
    expect(forged).toBeGreaterThan(0);
    expect(receiver?.output.match(/REFUSED/g)?.length ?? 0).toBe(forged);
    // Part 7's notices reach the mail catcher, and the agency gets its copy.
    const mail = terminals.find((terminal) => terminal.name.includes('mail:catch'));
    await until(() => /^To: +.*permits@bmb-agency\.example\.ph/m.test(mail?.output ?? ''), 'a notice emailed to the agency', 60_000);
    // Nothing of the run in the project: credentials went to $W, the data to DATA_DIR ('build' is what npm start makes).
    expect(rootEntries().filter((entry) => !entriesBefore.has(entry) && entry !== 'build')).toEqual([]);
  }, 1_800_000);

  function open(name: string, args: string[], env: NodeJS.ProcessEnv): Terminal {
    const child = spawn('bash', args, { cwd: ROOT, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const terminal: Terminal = { name, child, output: '' };
    child.stdout?.on('data', (chunk: Buffer) => {
      terminal.output += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      terminal.output += chunk.toString('utf8');
    });
    return terminal;
  }

  async function startOther(command: string, env: NodeJS.ProcessEnv): Promise<Terminal> {
    const terminal = open(command, ['-c', command], env);
    await until(() => /listening on|Receiving webhooks on|Catching mail on/i.test(terminal.output), `${command} to start`, 120_000);
    return terminal;
  }

  /** Runs a block in the walk-through's shell (stdin from /dev/null, as a reader's commands get no input), and returns its status. */
  async function run(walk: Terminal, block: string, index: number): Promise<number> {
    const file = path.join(dataDir, `block-${index}.sh`);
    fs.writeFileSync(file, `set -eo pipefail\n${block}\nset +eo pipefail\n`);
    const marker = `__walk_through_block_${index}__`;
    walk.child.stdin?.write(`source ${JSON.stringify(file)} < /dev/null\necho "${marker} $?"\n`);
    const done = new RegExp(`${marker} (\\d+)`);
    await until(() => done.test(walk.output) || walk.child.exitCode !== null, `block ${index} to finish`, 300_000);
    return walk.child.exitCode !== null ? walk.child.exitCode || 1 : Number(done.exec(walk.output)?.[1]);
  }
});

function rootEntries(): string[] {
  return fs.readdirSync(ROOT);
}

async function serviceAnswers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
  } catch {
    return false;
  }
}

/** Ctrl-C in the terminal: SIGINT to its process group, then waits for it to end (SIGKILL after 20 s). */
async function stop(terminal: Terminal): Promise<void> {
  const { child } = terminal;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {}
  }, 20_000);
  await ended;
  clearTimeout(timer);
}
