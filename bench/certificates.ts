/**
 * Permit certificates generated per second, in one process (one core), one after another:
 *
 *   npx tsx bench/certificates.ts [--duration 5]
 *
 * Measures the first certificate (fonts and the world map parsed) and then, for the typical permit
 * (3 sites, 6 species, 2 pages) and the long one (20 sites, 150 species, 8 pages), the steady rate
 * and the time per certificate. The inputs are the test fixtures, so the numbers describe exactly
 * the documents the tests check.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { CertificateInput } from '../src/permits/certificate.input.js';
import { renderCertificatePdf } from '../src/permits/certificate.pdf.js';
import { longCertificate, SAMPLE_CERTIFICATE } from '../test/fixtures/permits/certificate-inputs.js';
import { percentile } from './percentile.js';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '5' } } });
const durationMs = Number(values.duration) * 1000;

async function measure(name: string, input: CertificateInput): Promise<void> {
  for (let i = 0; i < 5; i++) await renderCertificatePdf(input); // warm-up: JIT and font caches
  const times: number[] = [];
  let bytes = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < durationMs) {
    const t0 = performance.now();
    const pdf = await renderCertificatePdf(input);
    times.push(performance.now() - t0);
    bytes = pdf.length;
  }
  const elapsed = (performance.now() - start) / 1000;
  // CPU time per certificate says what a certificate costs even when other work shares the cores.
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / times.length;
  times.sort((a, b) => a - b);
  const cells = [
    name,
    (times.length / elapsed).toFixed(1),
    percentile(times, 50).toFixed(1),
    percentile(times, 99).toFixed(1),
    cpuMs.toFixed(1),
    `${(bytes / 1024).toFixed(1)} KB`,
    times.length,
  ];
  console.log(`| ${cells.join(' | ')} |`);
}

const t0 = performance.now();
await renderCertificatePdf(SAMPLE_CERTIFICATE);
console.log(`first certificate (fonts and map parsed): ${(performance.now() - t0).toFixed(0)} ms`);
console.log(
  `\nnode ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
console.log('\n| certificate | per second | p50 ms | p99 ms | CPU ms each | PDF size | rendered |');
console.log('|---|---|---|---|---|---|---|');
await measure('typical: 3 sites, 6 species, 2 pages', SAMPLE_CERTIFICATE);
await measure('long: 20 sites, 150 species, 8 pages', longCertificate());
