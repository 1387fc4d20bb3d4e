import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyEncryption } from '../../src/auth/key-encryption.js';
import { checkCosignature, parseCosignerKey, signatureLinesOf } from '../../src/transparency-log/cosignature.js';
import { logSigner, logVerifierKey } from '../../src/transparency-log/log-key.js';
import { submitToWitnesses } from '../../src/transparency-log/log-witnesses.js';
import { checkpointText, signNote } from '../../src/transparency-log/signed-note.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { allowLogTampering } from '../helpers/tampering.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { runScheduledLogJob, type VerifierOutcome, verifyLogWithCli, verifyLogWithScript } from '../helpers/transparency-log.js';
import { startWitness, type TestWitness } from '../helpers/witness.js';

/**
 * Issue 29 §4: independent witnesses cosign the log's checkpoints (c2sp.org/tlog-witness). Two witnesses
 * (test/helpers/witness.ts, following the spec) are configured with LOG_WITNESSES; the job submits each
 * checkpoint it signs; the cosignatures are checked, stored and served with the checkpoint; both
 * verifiers (the standalone script and `biopermit log verify`) count them with --witness.
 */

const LOG = '/api/v1/public/log';

describe.each(testDialects)(
  'witnesses cosign the public log (%s)',
  (dialect) => {
    let t: TestApp;
    let approver: Member;
    let w1: TestWitness;
    let w2: TestWitness;
    let url: string;
    let origin: string;
    let logKey: string;
    const sealer = () => new KeyEncryption(t.config.tokens.signingKeyEncryptionKey);

    beforeAll(async () => {
      w1 = await startWitness('witness.example/w1');
      w2 = await startWitness('witness.example/w2');
      t = await createTestApp(dialect, permitEnv({ LOG_WITNESSES: `${w1.vkey} ${w1.url}, ${w2.vkey} ${w2.url}/` }));
      approver = await aMember(t, ['approver']);
      origin = t.config.transparencyLog.origin ?? '';
      // The log's key exists before its first checkpoint here, so the witnesses can be told it first.
      await logSigner(t.database.db, origin, sealer());
      logKey = (await logVerifierKey(t.database.db, origin)) ?? '';
      w1.trust(logKey);
      w2.trust(logKey);
      url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      await t?.close();
      await w1?.stop();
      await w2?.stop();
    });

    const issueOne = async () => {
      const { receipt } = await anApprovedApplication(t);
      await issuePermitFor(t, receipt.id, approver);
    };
    const servedCheckpoint = async () => (await t.app.inject({ url: `${LOG}/checkpoint` })).body;
    const dir = () => mkdtempSync(path.join(os.tmpdir(), 'biopermit-witness-'));
    /** Both verifiers, each with a fresh state file, with the extra arguments. */
    const bothVerify = async (...extra: string[]): Promise<VerifierOutcome[]> => {
      const states = dir();
      return [
        await verifyLogWithScript(url, path.join(states, 's.json'), ...extra),
        await verifyLogWithCli(t, url, path.join(states, 'c.json'), ...extra),
      ];
    };
    const refusedBoth = (outcomes: VerifierOutcome[], reason: string) => {
      for (const outcome of outcomes) {
        expect(outcome.code, outcome.output).toBe(1);
        expect(outcome.output).toContain(reason);
      }
    };

    it('submits each new checkpoint to the witnesses, checks and stores their cosignatures, and serves them with it', async () => {
      await issueOne();
      const first = await runScheduledLogJob(t);
      expect(first).toMatchObject({ signed: true, witnessesCosigned: 2, witnessesFailed: 0 });
      await issueOne();
      const second = await runScheduledLogJob(t);
      expect(second).toMatchObject({ signed: true, size: (first.size as number) + 1, witnessesCosigned: 2, witnessesFailed: 0 });
      // The second submission went from the size each witness cosigned, with a consistency proof it checked.
      expect(w1.seen.get(origin)?.size).toBe(second.size);
      expect(w1.answers).toEqual([200, 200]);

      const note = await servedCheckpoint();
      const { text, lines } = signatureLinesOf(note);
      expect(lines).toHaveLength(3);
      expect(text).toBe(`${origin}\n${second.size}\n${text.split('\n')[2]}\n`);
      for (const witness of [w1, w2]) {
        const checks = lines.map((line) => checkCosignature(line, text, parseCosignerKey(witness.vkey)));
        expect(checks.filter((check) => check.by === 'cosigner')).toEqual([{ by: 'cosigner', valid: true, timestamp: expect.any(Number) }]);
      }
      const stored = await t.database.db.selectFrom('transparency_log_cosignatures').selectAll().execute();
      expect(stored.map((row) => [row.checkpoint_size, row.witness]).sort()).toEqual(
        [
          [first.size, w1.name],
          [first.size, w2.name],
          [second.size, w1.name],
          [second.size, w2.name],
        ].sort(),
      );
    });

    it('lets both verifiers require the witnesses’ cosignatures, and refuses a head without enough', async () => {
      for (const outcome of await bothVerify('--witness', w1.vkey, '--witness', w2.vkey)) {
        expect(outcome.code, outcome.output).toBe(0);
        expect(outcome.output).toContain(`Cosigned by: ${w1.name}, ${w2.name}.`);
      }
      // A witness the log never submitted to: its cosignature is missing.
      const stranger = await startWitness('witness.example/w3');
      await stranger.stop();
      refusedBoth(
        await bothVerify('--witness', w1.vkey, '--witness', stranger.vkey),
        'valid cosignatures by 1 of the given witnesses, 2 required',
      );
      for (const outcome of await bothVerify('--witness', w1.vkey, '--witness', stranger.vkey, '--witnesses-required', '1'))
        expect(outcome.code, outcome.output).toBe(0);
      // Cosignatures by keys the verifier was not given count for nothing.
      refusedBoth(await bothVerify('--witness', stranger.vkey), 'valid cosignatures by 0 of the given witnesses, 1 required');
    });

    it('refuses a head carrying a witness’s cosignature of another head', async () => {
      const db = t.database.db;
      const [older, latest] = await db
        .selectFrom('transparency_log_checkpoints')
        .select('size')
        .orderBy('size', 'desc')
        .limit(2)
        .execute()
        .then((rows) => rows.map((row) => row.size).reverse());
      const old = await db
        .selectFrom('transparency_log_cosignatures')
        .selectAll()
        .where('checkpoint_size', '=', older ?? -1)
        .where('witness', '=', w1.name)
        .executeTakeFirstOrThrow();
      // Served as the latest head's (inserted as a newer cosignature: the table only takes inserts).
      await db
        .insertInto('transparency_log_cosignatures')
        .values({ ...old, id: `${old.id.slice(0, -4)}ffff`, checkpoint_size: latest ?? -1, cosigned_at: '9999-01-01T00:00:00.000Z' })
        .execute();
      refusedBoth(await bothVerify('--witness', w1.vkey), `the cosignature by witness ${w1.name} does not verify over this checkpoint`);
      for (const outcome of await bothVerify('--witness', w2.vkey)) expect(outcome.code, outcome.output).toBe(0);
    });

    it('signs checkpoints while a witness is down, and submits the next one to it when it is back', async () => {
      await w2.stop();
      await issueOne();
      const whileDown = await runScheduledLogJob(t);
      expect(whileDown).toMatchObject({ signed: true, witnessesCosigned: 1, witnessesFailed: 1 });
      expect(whileDown.witnessFailures).toEqual([expect.stringMatching(/^witness\.example\/w2: unreachable/)]);
      const { lines } = signatureLinesOf(await servedCheckpoint());
      expect(lines.map((line) => line.split(' ')[1])).toEqual([origin, w1.name]);

      await w2.start();
      await issueOne();
      const back = await runScheduledLogJob(t);
      expect(back).toMatchObject({ signed: true, witnessesCosigned: 2, witnessesFailed: 0 });
      expect(w2.seen.get(origin)?.size).toBe(back.size);
      expect(signatureLinesOf(await servedCheckpoint()).lines).toHaveLength(3);
    });

    it('resumes from the size a witness says it holds (a 409 with text/x.tlog.size), with the consistency proof from there', async () => {
      const db = t.database.db;
      const [head, older] = await db.selectFrom('transparency_log_checkpoints').selectAll().orderBy('size', 'desc').limit(2).execute();
      if (head === undefined || older === undefined) throw new Error('two checkpoints expected');
      // A witness that cosigned the older head through another path: this log holds no cosignature of it.
      const w3 = await startWitness('witness.example/w3');
      try {
        w3.trust(logKey);
        w3.seen.set(origin, { size: older.size, rootHash: Buffer.from(older.root_hash, 'hex') });
        const round = await submitToWitnesses(db, head, [{ cosigner: parseCosignerKey(w3.vkey), url: w3.url }]);
        expect(round).toEqual({ cosigned: 1, failed: 0, failures: [] });
        expect(w3.answers).toEqual([409, 200]);
        expect(w3.seen.get(origin)?.size).toBe(head.size);
      } finally {
        await w3.stop();
      }
    });

    it('is refused by the witness when a head is inconsistent with what it cosigned (409, 422)', async () => {
      const db = t.database.db;
      const held = w1.seen.get(origin);
      if (held === undefined) throw new Error('w1 has cosigned nothing');
      const signer = await logSigner(db, origin, sealer());
      const forged = (size: number) => signNote(checkpointText({ origin, size, rootHash: randomBytes(32) }), signer);
      const post = (body: string) => fetch(`${w1.url}/add-checkpoint`, { method: 'POST', body });
      // The same size with another root: a fork.
      const fork = await post(`old ${held.size}\n\n${forged(held.size)}`);
      expect(fork.status).toBe(409);
      expect(fork.headers.get('content-type')).toBe('text/x.tlog.size');
      expect(await fork.text()).toBe(`${held.size}\n`);
      // A larger head whose consistency proof does not hold.
      const bogus = await post(`old ${held.size}\n${randomBytes(32).toString('base64')}\n\n${forged(held.size + 1)}`);
      expect(bogus.status).toBe(422);
      // An old size that is not the one it holds (a log that forgot, or rewound): told the size it holds.
      const stale = await post(`old 0\n\n${forged(held.size + 1)}`);
      expect(stale.status).toBe(409);
      expect(await stale.text()).toBe(`${held.size}\n`);
      expect(w1.seen.get(origin)).toEqual(held);

      // The log itself rewound and refilled to the same size (what a database owner could do): the next
      // checkpoint is refused by both witnesses, the job goes on, and the verifiers see no valid quorum.
      await allowLogTampering(t.database);
      const last = held.size - 1;
      await db.deleteFrom('transparency_log_entries').where('idx', '=', last).execute();
      // The stored roots of the full subtrees that held it go with it: the refill writes its own.
      for (let level = 1; 2 ** level <= held.size; level++)
        await db
          .deleteFrom('transparency_log_hashes')
          .where('level', '=', level)
          .where('idx', '=', Math.floor(last / 2 ** level))
          .execute();
      await db.deleteFrom('transparency_log_checkpoints').where('size', '=', held.size).execute();
      // The credential printed with that index forgotten too, or the next issue would find it reserved.
      await db.updateTable('permit_credentials').set({ log_index: null }).where('log_index', '=', last).execute();
      await sql`update sequences set last_value = last_value - 1 where name = 'transparency-log'`.execute(db);
      await issueOne();
      const rewound = await runScheduledLogJob(t);
      expect(rewound).toMatchObject({ signed: true, size: held.size, witnessesCosigned: 0, witnessesFailed: 2 });
      expect(rewound.witnessFailures).toEqual([`${w1.name}: answered 409: ${held.size}`, `${w2.name}: answered 409: ${held.size}`]);
      expect(w1.seen.get(origin)).toEqual(held);
      refusedBoth(await bothVerify('--witness', w1.vkey, '--witness', w2.vkey), 'does not verify over this checkpoint');
    });
  },
  120_000,
);
