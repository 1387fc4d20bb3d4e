import { expect } from 'vitest';

/** What a run of `biopermit` gave: its exit code and what it wrote. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The two outcomes the CLI tests insist on, whichever way the command is run (in this process,
 * cli-in-process.ts, or as a child, cli-run.ts): `run` is that way's `biopermit(databaseUrl, …args)`.
 */
export function cliOutcomes(run: (databaseUrl: string, ...args: string[]) => Promise<CliRun>) {
  return {
    /** Runs it and insists it succeeded, returning stdout. */
    async succeed(databaseUrl: string, ...args: string[]): Promise<string> {
      const result = await run(databaseUrl, ...args);
      expect(result.stderr, `biopermit ${args.join(' ')}`).toBe('');
      expect(result.code, `biopermit ${args.join(' ')}`).toBe(0);
      return result.stdout;
    },
    /** Runs it and insists it failed with exit 1, nothing on stdout, and this message on stderr. */
    async fail(databaseUrl: string, message: string, ...args: string[]): Promise<void> {
      const result = await run(databaseUrl, ...args);
      expect(result, `biopermit ${args.join(' ')}`).toEqual({ code: 1, stdout: '', stderr: `biopermit: ${message}\n` });
    },
  };
}
