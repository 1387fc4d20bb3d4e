import os from 'node:os';
import path from 'node:path';
import { startTestPki } from './pki.js';

/**
 * `npm run trust:stand-in`: a THROWAWAY certificate authority, time-stamping authority and OCSP responder
 * (the tests' own, test/helpers/pki.ts, played by OpenSSL) on 127.0.0.1:4020, for the walk-through's part 8
 * and for trying the signed certificate locally. Its files go to a fixed folder outside the project, made
 * afresh at each start (its certificates name the port): the signer's .p12 for PERMIT_SIGNING_P12, the
 * root to trust, and an NSS database trusting it for `pdfsig -nssdir`. Nothing it signs is worth
 * trusting anywhere else. Stop it with Ctrl-C (the files stay until the next start).
 */
const port = Number(process.env.TRUST_STAND_IN_PORT ?? 4020);
// os.tmpdir() is $TMPDIR when set, as the walk-through's `${TMPDIR:-/tmp}` reads it.
const dir = path.join(os.tmpdir(), 'biopermit-trust-stand-in');
const pki = await startTestPki({ dir, port });
process.stdout.write(
  [
    `Certificate authority, time-stamping authority and OCSP responder STAND-IN (throwaway) listening on http://127.0.0.1:${port}`,
    `Its files are in ${dir}:`,
    `  the signer (PKCS#12)   ${pki.p12File}   password '${pki.p12Password}'`,
    `  the root certificate   ${pki.rootPem}`,
    `  pdfsig's trust store   ${pki.nssDir}`,
    'Start biopermit with:',
    `  PERMIT_SIGNING_P12=${pki.p12File} PERMIT_SIGNING_P12_PASSWORD='${pki.p12Password}' PERMIT_TSA_URL=${pki.tsaUrl}`,
    '',
  ].join('\n'),
);
// The files stay for pdfsig after a stop; the next start empties the folder.
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
