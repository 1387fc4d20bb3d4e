import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../config.js';
import { TRUST_LIST_PATH } from '../credentials/credential.deps.js';
import { type CredentialCheck, checkCredential } from '../credentials/credential-check.js';
import { type EmbeddedTerms, termsDigestOf } from '../credentials/terms-digest.js';
import type { TrustList } from '../credentials/trust-list.schema.js';
import { inclusionProofUrl } from '../transparency-log/log-paths.js';
import { printJson } from './context.js';

/**
 * `biopermit verify-credential`: a checkpoint's (or a script's) check of a permit's QR credential,
 * with no database: the signature against the trust list, the validity, and the status lists. With
 * `--cache DIR` the trust list and the status lists are kept in DIR as fetched, and `--offline`
 * checks from DIR alone (docs/TRUST.md). Exit 0: valid; 1: not valid, expired, revoked or suspended;
 * 3: genuine, but its status could not be checked (no list cached, or one too old).
 */
const EXIT_NOT_VALID = 1;
const EXIT_STATUS_UNKNOWN = 3;
const TRUST_LIST_FILE = 'trust-list.json';

interface VerifyOptions {
  readonly image?: string;
  readonly pdf?: string;
  readonly trustList?: string;
  readonly cache?: string;
  readonly offline?: boolean;
  readonly json?: boolean;
}

export function addCredentialCommands(program: Command): void {
  program
    .command('verify-credential')
    .description('check a permit’s QR credential (BP1:…) against the trust list and the status lists; exit 0 only when valid')
    .argument('[credential]', 'the BP1: text; read from standard input when absent or "-"')
    .option('--image <png>', 'read the QR code from an image (needs zbarimg, zbar-tools)')
    .option(
      '--pdf <certificate>',
      'the certificate PDF: its embedded credential.txt is checked (unless given otherwise), and a terms digest against its embedded permit.json (needs pdfdetach, poppler-utils)',
    )
    .option('--trust-list <url-or-file>', `the trust list; default PUBLIC_BASE_URL${TRUST_LIST_PATH}`)
    .option('--cache <dir>', 'keep the trust list and status lists here as fetched; with --offline, read them from here alone')
    .option('--offline', 'use no network: the trust list and status lists come from --cache (or files)')
    .option('--json', 'print the check as JSON')
    .action(async (credential: string | undefined, options: VerifyOptions) => {
      const embedded = options.pdf === undefined ? undefined : embeddedFilesOf(options.pdf);
      const text =
        credential === undefined && options.image === undefined && embedded !== undefined
          ? embedded.credential
          : await credentialText(credential, options.image);
      const trustList = await loadTrustList(options);
      const check = await checkCredential(text, { trustList, statusList: (url) => statusListFor(url, options) });
      const terms = termsCheckOf(check, embedded);
      if (options.json) printJson(terms === undefined ? check : { ...check, terms });
      else process.stdout.write(describe(check, terms));
      if (terms?.embedded === 'differs') process.exitCode = EXIT_NOT_VALID;
      else if (check.outcome === 'status_unknown') process.exitCode = EXIT_STATUS_UNKNOWN;
      else if (check.outcome !== 'valid') process.exitCode = EXIT_NOT_VALID;
    });
}

/** The certificate's embedded credential and terms (certificate.attachments.ts), read with pdfdetach. */
function embeddedFilesOf(pdf: string): { credential: string; permitJson: EmbeddedTerms } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-certificate-'));
  try {
    const read = (name: string) => {
      const out = path.join(dir, name);
      const result = spawnSync('pdfdetach', ['-savefile', name, '-o', out, pdf], { encoding: 'utf8' });
      if (result.error !== undefined) throw new Error(`pdfdetach could not run (${result.error.message}): install poppler-utils`);
      if (result.status !== 0 || !fs.existsSync(out))
        throw new Error(`${pdf} embeds no ${name}: not a certificate that carries its credential`);
      return fs.readFileSync(out, 'utf8');
    };
    return { credential: read('credential.txt').trim(), permitJson: JSON.parse(read('permit.json')) as EmbeddedTerms };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A credential that carries the terms' digest instead of its species, and what the certificate's embedded terms say of it. */
interface TermsCheck {
  readonly digest: string;
  readonly lines: number | null;
  /** `matches`/`differs`: the digest of the PDF's permit.json; `not_checked`: no --pdf given. */
  readonly embedded: 'matches' | 'differs' | 'not_checked';
}

function termsCheckOf(check: CredentialCheck, embedded: { permitJson: EmbeddedTerms } | undefined): TermsCheck | undefined {
  const permit = check.outcome === 'not_valid' ? undefined : check.claims?.permit;
  if (permit === undefined || permit.termsDigest === null) return undefined;
  const state = embedded === undefined ? 'not_checked' : termsDigestOf(embedded.permitJson) === permit.termsDigest ? 'matches' : 'differs';
  return { digest: permit.termsDigest, lines: permit.termsLines, embedded: state };
}

async function credentialText(argument: string | undefined, image: string | undefined): Promise<string> {
  if (image !== undefined) {
    const result = spawnSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', image], { encoding: 'utf8' });
    if (result.error !== undefined)
      throw new Error(`zbarimg could not run (${result.error.message}): install zbar-tools, or give the text`);
    const found = result.stdout.split('\n').find((line) => line.startsWith('BP1:'));
    if (found === undefined) throw new Error(`no BP1: credential found in ${image}`);
    return found;
  }
  if (argument !== undefined && argument !== '-') return argument;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8').trim();
}

async function loadTrustList(options: VerifyOptions): Promise<TrustList> {
  const cached = options.cache === undefined ? undefined : path.join(options.cache, TRUST_LIST_FILE);
  const source = options.trustList ?? (options.offline ? cached : defaultTrustListUrl()) ?? cached;
  if (source === undefined) throw new InvalidArgumentError('no trust list: give --trust-list (a URL or a file), or --cache with --offline');
  const isUrl = /^https?:\/\//.test(source);
  if (isUrl && options.offline) throw new InvalidArgumentError('--offline with a trust list URL: give a file or --cache');
  const body = isUrl ? await fetchText(source) : fs.readFileSync(source, 'utf8');
  const list = JSON.parse(body) as TrustList;
  if (typeof list.issuer !== 'string' || !Array.isArray(list.keys)) throw new Error(`${source} is not a trust list`);
  if (isUrl && cached !== undefined) writeCache(cached, body);
  return list;
}

function defaultTrustListUrl(): string | undefined {
  const base = loadConfig().publicBaseUrl;
  return base === undefined ? undefined : `${base.replace(/\/+$/, '')}${TRUST_LIST_PATH}`;
}

/** A status list from the cache (offline), or fetched and cached; undefined when neither can be had. */
async function statusListFor(url: string, options: VerifyOptions): Promise<string | undefined> {
  const file = options.cache === undefined ? undefined : path.join(options.cache, `${path.basename(new URL(url).pathname)}.jwt`);
  if (options.offline) return file !== undefined && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  try {
    const jwt = await fetchText(url);
    if (file !== undefined) writeCache(file, jwt);
    return jwt;
  } catch {
    return undefined;
  }
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function writeCache(file: string, body: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

const HEADLINES: Record<CredentialCheck['outcome'], string> = {
  valid: 'VALID',
  revoked: 'REVOKED: this permit was withdrawn and is not in force',
  suspended: 'SUSPENDED: this permit is not in force for now',
  expired: 'EXPIRED: this permit’s validity has ended',
  not_yet_valid: 'NOT YET VALID',
  not_valid: 'NOT VALID: not a genuine permit credential',
  status_unknown: 'GENUINE, STATUS UNKNOWN: sync the status lists to know whether it was revoked or suspended',
};

const EMBEDDED_WORDS: Record<TermsCheck['embedded'], string> = {
  matches: 'the certificate’s embedded permit.json matches it',
  differs: 'DOES NOT MATCH the certificate’s embedded permit.json: its terms were altered',
  not_checked: 'give --pdf to check the certificate’s embedded permit.json',
};

/** A list's label on its first line, blank on the others, in the column the values start at. */
const label = (text: string, line: number): string => (line === 0 ? text : '').padEnd(13);

/** The permit in the public's terms, as the verification page words it. */
function describe(check: CredentialCheck, terms: TermsCheck | undefined): string {
  const lines = [`${HEADLINES[check.outcome]} (${check.detail})`];
  const permit = check.claims?.permit;
  if (permit !== undefined) {
    lines.push(
      `Permit no.   ${permit.permitNo}`,
      `Issued by    ${permit.issuerName}`,
      `Holder       ${permit.holderName}`,
      `Valid        ${permit.validFrom} to ${permit.validUntil}`,
      ...permit.sites.map((site, i) => `${label('Sites', i)}${site.name}${site.psgcCode === null ? '' : ` (PSGC ${site.psgcCode})`}`),
      ...permit.species.map(
        (s, i) =>
          `${label('Species', i)}${s.scientificName}${s.quantity === null ? '' : `: ${s.quantity}${s.unit === null ? '' : ` ${s.unit}`}`}`,
      ),
    );
    if (terms !== undefined)
      lines.push(
        `Terms        ${terms.lines ?? 'Its'} authorised lines: compare with the certificate’s embedded terms (digest ${terms.digest}); ${EMBEDDED_WORDS[terms.embedded]}`,
      );
    const issuer = check.claims?.issuer ?? '';
    if (permit.logIndex !== null)
      lines.push(
        `Public log   entry ${permit.logIndex}, its inclusion proof: ${inclusionProofUrl(issuer, permit.logIndex)}`,
        `             (biopermit log verify ${issuer} --state log-state.json --entry ${permit.logIndex} checks it)`,
      );
  }
  for (const status of check.statuses) {
    const state = status.set === undefined ? `unknown (${status.problem})` : status.set ? 'SET' : 'not set';
    lines.push(`${status.entry.statusPurpose.padEnd(12)} ${state}`);
  }
  return `${lines.join('\n')}\n`;
}
