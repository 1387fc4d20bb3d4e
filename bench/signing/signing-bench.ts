import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { renderCertificatePdf } from '../../src/permits/certificate.pdf.js';
import { cadesSignature } from '../../src/signing/cades.signature.js';
import { sealCertificate } from '../../src/signing/certificate.seal.js';
import { validationDataOf } from '../../src/signing/revocation.client.js';
import { openPkcs12 } from '../../src/signing/signing-identity.js';
import { requestTimestamp } from '../../src/signing/timestamp.client.js';
import { SAMPLE_CERTIFICATE } from '../../test/fixtures/permits/certificate-inputs.js';
import { startTestPki } from '../../test/helpers/pki.js';
import { percentile } from '../percentile.js';
import { machineDescription } from '../report.js';

/**
 * `npm run bench:signing`: what sealing adds to a certificate, and so to the issue action, whose
 * effect renders the certificate and seals it in the action's transaction (src/permits/permit.issue.ts).
 * In one process, in turn, N times each: the unsigned certificate as the issue makes it today (render),
 * then render + seal (B-T, and B-LT as the issue does it), and the parts of the seal: the RSA signature
 * alone, one RFC 3161 timestamp, the revocation fetches (OCSP + CRL). The TSA and the OCSP responder are
 * the tests' OpenSSL ones on 127.0.0.1 (test/helpers/pki.ts), each answer an `openssl` process: a
 * remote TSA adds its network round trip, which this does not measure.
 */
const { values } = parseArgs({ options: { count: { type: 'string', default: '40' } } });
const COUNT = Number(values.count);

const pki = await startTestPki();
const identity = openPkcs12(fs.readFileSync(pki.p12File), pki.p12Password);
const sealer = { identity, tsaUrl: pki.tsaUrl };
const chain = [identity.certificate, ...identity.chain];
const rendered = await renderCertificatePdf(SAMPLE_CERTIFICATE);

async function timed(name: string, work: () => Promise<unknown>): Promise<{ name: string; p50: number; p99: number; mean: number }> {
  for (let i = 0; i < 3; i++) await work(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p99: percentile(times, 99), mean };
}

const now = new Date().toISOString();
const rows = [
  await timed('unsigned certificate (render), as without PERMIT_SIGNING_P12', () => renderCertificatePdf(SAMPLE_CERTIFICATE)),
  await timed('render + seal (B-T + B-LT), as the issue does it', async () =>
    sealCertificate(sealer, await renderCertificatePdf(SAMPLE_CERTIFICATE), now),
  ),
  await timed('seal only (placeholder, signature, timestamp, DSS)', () => sealCertificate(sealer, rendered, now)),
  await timed('  CMS signature only (RSA 2048, no timestamp)', () => cadesSignature(identity, rendered, undefined)),
  await timed('  one RFC 3161 timestamp (local OpenSSL TSA)', () => requestTimestamp(pki.tsaUrl, rendered)),
  await timed('  revocation data (OCSP + CRL, local responder)', () => validationDataOf(chain)),
];
const sealed = await sealCertificate(sealer, rendered, now);
await pki.close();

const unsigned = rows[0]?.mean ?? Number.NaN;
console.log(`Run ${new Date().toISOString()} on ${machineDescription()}`);
console.log(
  `Command: npm run bench:signing -- --count ${COUNT}; sizes: unsigned ${rendered.length} bytes, sealed ${sealed.pdf.length} bytes\n`,
);
console.log('| step | p50 ms | p99 ms | mean ms | mean / unsigned render |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.mean.toFixed(1)} | ×${(row.mean / unsigned).toFixed(2)} |`,
  );
}
