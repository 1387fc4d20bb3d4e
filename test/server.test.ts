import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function waitForLine(child: ChildProcess, pattern: RegExp, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (pattern.test(output.join(''))) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output.join('')}`)));
  });
}

describe('the server process', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child !== undefined && child.exitCode === null) child.kill('SIGKILL');
  });

  it('serves, then on SIGTERM finishes, closes the database and exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-server-'));
    const port = await freePort();
    const output: string[] = [];
    child = spawn(process.execPath, ['bin/biopermit.js', 'serve'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitForLine(child, /biopermit is serving/, output);
    expect(fs.existsSync(path.join(dir, 'biopermit.db'))).toBe(true);
    const health = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(health.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const log = output.join('');
    expect(log).toContain('shutting down');
    expect(log).toContain('"msg":"stopped"');
    // A clean close checkpoints the WAL into the database file and removes it.
    expect(fs.existsSync(path.join(dir, 'biopermit.db-wal'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start on a bad setting, naming it', async () => {
    const output: string[] = [];
    child = spawn(process.execPath, ['bin/biopermit.js', 'serve'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child?.once('exit', (c) => resolve(c)));
    expect(code).not.toBe(0);
    expect(output.join('')).toContain('PORT');
  });
});
