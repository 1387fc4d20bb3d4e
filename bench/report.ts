import os from 'node:os';
import type { DialectName } from '../src/db/dialect.js';
import type { Measurement } from './measurement.js';

const number = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '—';

export function resultsTable(rows: readonly Measurement[]): string {
  const lines = [
    '| database | operation | measured | applications | req/s | p50 ms | p99 ms | peak RSS MiB | body bytes | other load |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const m of rows) {
    const unit = m.target.startsWith('storage') ? ' apps/s' : '';
    const failed = m.failures > 0 ? ` (${m.failures} failed)` : '';
    lines.push(
      `| ${m.dialect} | ${m.part} | ${m.target} | ${m.applications === undefined ? '—' : number(m.applications)} | ` +
        `${number(m.perSecond)}${unit}${failed} | ${number(m.p50Ms, 2)} | ${number(m.p99Ms, 2)} | ${number(m.peakRssMiB)} | ` +
        `${m.responseBytes === undefined ? '—' : number(m.responseBytes)} | ${number(m.othersCpuPercent)} % |`,
    );
  }
  return lines.join('\n');
}

function find(rows: readonly Measurement[], dialect: DialectName, part: Measurement['part'], target: Measurement['target'], size?: number) {
  const matching = rows.filter((m) => m.dialect === dialect && m.part === part && m.target === target);
  if (size !== undefined) return matching.find((m) => m.applications === size);
  // The largest database: the one the aims are stated for.
  return matching.sort((a, b) => (b.applications ?? 0) - (a.applications ?? 0))[0];
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** The three aims of the issue, each as a computed ratio and a verdict, for every dialect measured. */
export function aimsTable(rows: readonly Measurement[]): string {
  const lines = ['| database | aim | measured | verdict |', '|---|---|---|---|'];
  for (const dialect of [...new Set(rows.map((m) => m.dialect))]) {
    const detail = find(rows, dialect, 'detail', 'service');
    const bareDetail = find(rows, dialect, 'detail', 'bare Fastify route');
    if (detail !== undefined && bareDetail !== undefined) {
      const ratio = detail.perSecond / bareDetail.perSecond;
      lines.push(`| ${dialect} | detail ≥ ½ of the bare route's req/s | ${number(100 * ratio)} % | ${verdict(ratio >= 0.5)} |`);
    }
    const submit = find(rows, dialect, 'submit', 'service');
    const floor = find(rows, dialect, 'submit', 'storage floor (in-process)');
    if (submit !== undefined && floor !== undefined) {
      const ratio = submit.perSecond / floor.perSecond;
      lines.push(`| ${dialect} | durable submit ≥ ½ of the storage floor | ${number(100 * ratio)} % | ${verdict(ratio >= 0.5)} |`);
    }
    for (const [part, what] of [
      ['list', 'list page'],
      ['workqueue', 'staff workqueue page'],
      ['search', 'staff search'],
    ] as const) {
      const measured = rows.filter((m) => m.dialect === dialect && m.part === part && m.target === 'service');
      const sizes = measured.map((m) => m.applications ?? 0).sort((a, b) => a - b);
      const small = find(rows, dialect, part, 'service', sizes[0]);
      const large = find(rows, dialect, part, 'service', sizes[sizes.length - 1]);
      if (small === undefined || large === undefined || small === large) continue;
      const p50 = large.p50Ms / small.p50Ms;
      const p99 = large.p99Ms / small.p99Ms;
      // "The same" within run-to-run noise on a shared 2-core machine: 25 %.
      const same = p50 <= 1.25 && p99 <= 1.25;
      lines.push(
        `| ${dialect} | ${what} latency the same at ${number(small.applications ?? 0)} and ${number(large.applications ?? 0)} | ` +
          `p50 ×${number(p50, 2)}, p99 ×${number(p99, 2)} | ${verdict(same)} (within 25 %) |`,
      );
    }
  }
  return lines.join('\n');
}

export function machineDescription(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}
