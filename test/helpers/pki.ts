import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway public-key infrastructure played by Debian's OpenSSL (docs/TRUST.md, TRUST-NOTES §1): a
 * root, an intermediate CA, a signer certificate as an authority's, a time-stamping authority (RFC
 * 3161) and an OCSP responder, both answering on 127.0.0.1 from one HTTP server the test starts. Made
 * once per test file (a few hundred milliseconds), in a temporary directory removed by `close`.
 */
export interface TestPki {
  readonly dir: string;
  /** The signer's key and certificate with the intermediate and the root, as PERMIT_SIGNING_P12 takes them. */
  readonly p12File: string;
  readonly p12Password: string;
  readonly tsaUrl: string;
  readonly rootPem: string;
  /** Intermediate and TSA certificates, PEM: what `openssl ts -verify -untrusted` needs. */
  readonly untrustedPem: string;
  /** An NSS database trusting the root, for `pdfsig -nssdir`. */
  readonly nssDir: string;
  /** How many requests the TSA answered. */
  timestamps(): number;
  /** Marks the signer's certificate revoked (`true`) or valid again at the OCSP responder. */
  revokeSigner(revoked: boolean): void;
  close(): Promise<void>;
}

const run = promisify(execFile);

/**
 * The outside tools the signed certificate's tests run: OpenSSL plays the PKI, certutil (libnss3-tools)
 * fills pdfsig's trust store, qpdf checks files, softhsm2-util makes the token. `.ci/run` installs them;
 * under CI a missing one fails the run instead of skipping.
 */
const TOOLS = ['openssl', 'certutil', 'pdfsig', 'qpdf', 'softhsm2-util'] as const;
const missingTools = TOOLS.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
if (missingTools.length > 0 && process.env.CI === 'true') {
  throw new Error(
    `CI=true but ${missingTools.join(', ')} not installed: .ci/run installs openssl, libnss3-tools, poppler-utils, qpdf and softhsm2`,
  );
}
if (missingTools.length > 0) {
  console.warn(
    `${missingTools.join(', ')} not installed (apt-get install -y openssl libnss3-tools poppler-utils qpdf softhsm2): the signed certificate's tests are SKIPPED.`,
  );
}
export const pkiToolsInstalled = missingTools.length === 0;
const SUBJECT = '/C=PH/O=Biopermit Test PKI';
const PASSWORD = 'test-p12-password';

function openssl(dir: string, ...args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Where and on which port: the tests take a fresh temporary folder and any port; `npm run trust:stand-in` a fixed pair. */
export interface TestPkiOptions {
  /** Emptied and made afresh: certificates from an earlier run name an earlier port and are kept by no one. */
  readonly dir?: string;
  readonly port?: number;
}

/** Starts the PKI's server first: the signer certificate names its OCSP and CRL addresses, port included. */
export async function startTestPki(options: TestPkiOptions = {}): Promise<TestPki> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-pki-'));
  if (options.dir !== undefined) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
  }
  let answered = 0;
  // `openssl ts -reply` increments a serial file: concurrent replies would reuse serial numbers.
  let queue: Promise<unknown> = Promise.resolve();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const reply = (type: string, bytes: Buffer) => response.writeHead(200, { 'content-type': type }).end(bytes);
      const fail = (error: unknown) => response.writeHead(500).end(String(error));
      if (request.url === '/tsa' && request.method === 'POST') {
        queue = queue.then(() =>
          answer(dir, 'tsa', body).then((bytes) => {
            answered++;
            reply('application/timestamp-reply', bytes);
          }, fail),
        );
      } else if (request.url?.startsWith('/ocsp')) {
        const der = request.method === 'POST' ? body : Buffer.from(decodeURIComponent(request.url.slice('/ocsp/'.length)), 'base64');
        queue = queue.then(() => answer(dir, 'ocsp', der).then((bytes) => reply('application/ocsp-response', bytes), fail));
      } else if (request.url === '/inter.crl') reply('application/pkix-crl', fs.readFileSync(path.join(dir, 'inter.crl.der')));
      else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  makeCertificates(dir, base);
  return {
    dir,
    p12File: path.join(dir, 'signer.p12'),
    p12Password: PASSWORD,
    tsaUrl: `${base}/tsa`,
    rootPem: path.join(dir, 'root.pem'),
    untrustedPem: path.join(dir, 'untrusted.pem'),
    nssDir: `sql:${path.join(dir, 'nss')}`,
    timestamps: () => answered,
    revokeSigner: (revoked) => {
      const index = path.join(dir, 'index.txt');
      const [status, expiry, , ...rest] = fs.readFileSync(index, 'utf8').trimEnd().split('\t');
      const revokedAt = `${new Date(Date.now() - 60_000).toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`;
      if (status === undefined) throw new Error('the OCSP index is empty');
      fs.writeFileSync(index, `${[revoked ? 'R' : 'V', expiry, revoked ? revokedAt : '', ...rest].join('\t')}\n`);
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function answer(dir: string, kind: 'tsa' | 'ocsp', request: Buffer): Promise<Buffer> {
  const id = `${kind}-${process.hrtime.bigint()}`;
  const inFile = path.join(dir, `${id}.req`);
  const outFile = path.join(dir, `${id}.res`);
  fs.writeFileSync(inFile, request);
  const args =
    kind === 'tsa'
      ? ['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', inFile, '-out', outFile]
      : [
          'ocsp',
          '-index',
          'index.txt',
          '-rsigner',
          'ocsp.pem',
          '-rkey',
          'ocsp.key',
          '-CA',
          'inter.pem',
          '-nmin',
          '60',
          '-reqin',
          inFile,
          '-respout',
          outFile,
        ];
  await run('openssl', args, { cwd: dir });
  return fs.readFileSync(outFile);
}

function makeCertificates(dir: string, base: string): void {
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  write(
    'ext.cnf',
    [
      '[req]\ndistinguished_name=dn\n[dn]',
      '[root]\nbasicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\nsubjectKeyIdentifier=hash',
      `[inter]\nbasicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid`,
      // emailProtection and a CRL distribution point: pdfsig 22.12 reads "Unknown issue" without them (TRUST-NOTES §1).
      `[signer]\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\nextendedKeyUsage=emailProtection\ncrlDistributionPoints=URI:${base}/inter.crl\nauthorityInfoAccess=OCSP;URI:${base}/ocsp\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid`,
      '[tsa]\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=critical,timeStamping\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid',
      '[ocsp]\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=critical,OCSPSigning\nnoCheck=ignored\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid',
      '',
    ].join('\n\n'),
  );
  const key = (name: string) => openssl(dir, 'genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', `${name}.key`);
  const issue = (name: string, cn: string, issuer: string, serial: string) => {
    key(name);
    openssl(dir, 'req', '-new', '-key', `${name}.key`, '-subj', `${SUBJECT}/CN=${cn}`, '-out', `${name}.csr`);
    openssl(
      dir,
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      `${issuer}.pem`,
      '-CAkey',
      `${issuer}.key`,
      '-set_serial',
      serial,
      '-days',
      '30',
      '-sha256',
      '-extfile',
      'ext.cnf',
      '-extensions',
      name,
      '-out',
      `${name}.pem`,
    );
  };
  key('root');
  openssl(
    dir,
    'req',
    '-new',
    '-x509',
    '-key',
    'root.key',
    '-subj',
    `${SUBJECT}/CN=Test Root CA`,
    '-days',
    '30',
    '-sha256',
    '-config',
    'ext.cnf',
    '-extensions',
    'root',
    '-out',
    'root.pem',
  );
  issue('inter', 'Test Intermediate CA', 'root', '0x1000');
  // An RSA signer, as PNPKI's certificates are.
  openssl(dir, 'genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'signer.key');
  openssl(dir, 'req', '-new', '-key', 'signer.key', '-subj', `${SUBJECT}/CN=Test Biodiversity Management Bureau`, '-out', 'signer.csr');
  openssl(
    dir,
    'x509',
    '-req',
    '-in',
    'signer.csr',
    '-CA',
    'inter.pem',
    '-CAkey',
    'inter.key',
    '-set_serial',
    '0x1001',
    '-days',
    '30',
    '-sha256',
    '-extfile',
    'ext.cnf',
    '-extensions',
    'signer',
    '-out',
    'signer.pem',
  );
  issue('tsa', 'Test Time-Stamping Authority', 'inter', '0x1002');
  issue('ocsp', 'Test OCSP Responder', 'inter', '0x1003');
  fs.writeFileSync(
    path.join(dir, 'chain.pem'),
    fs.readFileSync(path.join(dir, 'inter.pem')) + fs.readFileSync(path.join(dir, 'root.pem')).toString(),
  );
  fs.writeFileSync(
    path.join(dir, 'untrusted.pem'),
    fs.readFileSync(path.join(dir, 'inter.pem')) + fs.readFileSync(path.join(dir, 'tsa.pem')).toString(),
  );
  openssl(
    dir,
    'pkcs12',
    '-export',
    '-inkey',
    'signer.key',
    '-in',
    'signer.pem',
    '-certfile',
    'chain.pem',
    '-passout',
    `pass:${PASSWORD}`,
    '-out',
    'signer.p12',
  );
  makeResponders(dir);
}

function makeResponders(dir: string): void {
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  write('tsaserial', '01\n');
  write(
    'tsa.cnf',
    '[tsa]\ndefault_tsa = tsa_config\n[tsa_config]\ndir = .\nserial = ./tsaserial\nsigner_cert = ./tsa.pem\nsigner_key = ./tsa.key\n' +
      'certs = ./inter.pem\nsigner_digest = sha256\ndefault_policy = 1.3.6.1.4.1.99999.1\ndigests = sha256, sha384, sha512\n' +
      'ess_cert_id_alg = sha256\naccuracy = secs:1\nordering = no\ntsa_name = no\ness_cert_id_chain = no\n',
  );
  // The OCSP index: the signer valid (V), its serial in hex.
  const expiry = execFileSync('openssl', ['x509', '-in', path.join(dir, 'signer.pem'), '-noout', '-enddate'], { encoding: 'utf8' });
  const date = new Date(expiry.replace('notAfter=', '').trim());
  const asn1 = date.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  write('index.txt', `V\t${asn1}Z\t\t1001\tunknown\t${SUBJECT}/CN=Test Biodiversity Management Bureau\n`);
  write('index.txt.attr', 'unique_subject = no\n');
  write('crlnumber', '01\n');
  write(
    'ca.cnf',
    '[ca]\ndefault_ca = inter\n[inter]\ndatabase = ./index.txt\ncrlnumber = ./crlnumber\ncertificate = ./inter.pem\nprivate_key = ./inter.key\n' +
      'default_md = sha256\ndefault_crl_days = 7\n',
  );
  openssl(dir, 'ca', '-config', 'ca.cnf', '-gencrl', '-out', 'inter.crl');
  openssl(dir, 'crl', '-in', 'inter.crl', '-outform', 'DER', '-out', 'inter.crl.der');
  const nss = path.join(dir, 'nss');
  fs.mkdirSync(nss);
  execFileSync('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']);
  execFileSync('certutil', ['-A', '-d', `sql:${nss}`, '-n', 'test-root', '-t', 'CT,C,C', '-i', path.join(dir, 'root.pem')]);
}

/** A SoftHSM2 token holding the PKI's signer key and its certificates: what PERMIT_SIGNING_PKCS11_URI names. */
export interface TestToken {
  readonly uri: string;
  readonly pin: string;
}

export const SOFTHSM_MODULE = '/usr/lib/softhsm/libsofthsm2.so';

/**
 * A SoftHSM2 token in the PKI's directory: initialised with softhsm2-util, the signer's key imported,
 * the signer, intermediate and root certificates written with pkcs11js (softhsm2-util imports keys
 * only). Sets SOFTHSM2_CONF for this process: SoftHSM reads it when the service initialises the module.
 */
export async function makeTestToken(pki: TestPki): Promise<TestToken> {
  const tokens = path.join(pki.dir, 'softhsm');
  fs.mkdirSync(tokens);
  const conf = path.join(pki.dir, 'softhsm2.conf');
  fs.writeFileSync(conf, `directories.tokendir = ${tokens}\nobjectstore.backend = file\nlog.level = ERROR\n`);
  process.env.SOFTHSM2_CONF = conf;
  const pin = '1234';
  const label = 'biopermit-test';
  const util = (...args: string[]) => execFileSync('softhsm2-util', args, { cwd: pki.dir, env: process.env, stdio: 'ignore' });
  util('--init-token', '--free', '--label', label, '--pin', pin, '--so-pin', '5678');
  util('--import', 'signer.key', '--token', label, '--label', 'authority', '--id', '01', '--pin', pin);
  // CommonJS: its constants are on the default export only.
  const pkcs11js = (await import('pkcs11js')).default;
  const pkijs = await import('pkijs');
  const module = new pkcs11js.PKCS11();
  module.load(SOFTHSM_MODULE);
  module.C_Initialize();
  try {
    const slot = module.C_GetSlotList(true).find((candidate) => module.C_GetTokenInfo(candidate).label.trim() === label);
    if (slot === undefined) throw new Error('the SoftHSM2 token was not found');
    const session = module.C_OpenSession(slot, pkcs11js.CKF_SERIAL_SESSION | pkcs11js.CKF_RW_SESSION);
    module.C_Login(session, pkcs11js.CKU_USER, pin);
    for (const [name, objectLabel] of [
      ['signer.pem', 'authority'],
      ['inter.pem', 'intermediate'],
      ['root.pem', 'root'],
    ] as const) {
      const der = Buffer.from(new X509Certificate(fs.readFileSync(path.join(pki.dir, name))).raw);
      module.C_CreateObject(session, [
        { type: pkcs11js.CKA_CLASS, value: pkcs11js.CKO_CERTIFICATE },
        { type: pkcs11js.CKA_CERTIFICATE_TYPE, value: pkcs11js.CKC_X_509 },
        { type: pkcs11js.CKA_TOKEN, value: true },
        { type: pkcs11js.CKA_LABEL, value: objectLabel },
        { type: pkcs11js.CKA_SUBJECT, value: Buffer.from(pkijs.Certificate.fromBER(der).subject.toSchema().toBER()) },
        { type: pkcs11js.CKA_VALUE, value: der },
      ]);
    }
    module.C_CloseSession(session);
  } finally {
    // Finalised, so the service's own C_Initialize starts the module afresh and reads the token.
    module.C_Finalize();
  }
  return { uri: `pkcs11:token=${label};object=authority?module-path=${SOFTHSM_MODULE}`, pin };
}
