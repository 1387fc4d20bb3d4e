import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as pkijs from 'pkijs';

const run = promisify(execFile);

/**
 * Independent checks of a signed PDF: poppler's `pdfsig` and OpenSSL's `cms -verify` and `ts -verify`
 * (TRUST-NOTES §1). Asynchronous on purpose: the test's own OCSP responder and TSA answer from this
 * process, and a synchronous child would block them.
 */
export async function pdfsig(pdf: Buffer, nssDir: string): Promise<string> {
  return inTemporaryDirectory(async (dir) => {
    const file = path.join(dir, 'signed.pdf');
    fs.writeFileSync(file, pdf);
    // pdfsig exits 0 on a digest mismatch and 2 on no signature: the text is what says.
    const result = await run('pdfsig', ['-nssdir', nssDir, file]).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }));
    return result.stdout;
  });
}

/** The signature of a signed PDF: the signed bytes (its ByteRange), the CMS, and the parts of it a check needs. */
export function signatureOf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const byteRanges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = byteRanges.at(-1);
  if (last === undefined) throw new Error('no /ByteRange: the PDF is not signed');
  const [a, b, c, d] = last.slice(1).map(Number) as [number, number, number, number];
  const content = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = pdf.subarray(a + b + 1, c - 1).toString('latin1');
  const padded = Buffer.from(hex, 'hex');
  const info = pkijs.ContentInfo.fromBER(padded);
  const cms = Buffer.from(info.toSchema().toBER());
  const signed = new pkijs.SignedData({ schema: info.content });
  const signer = signed.signerInfos[0] as pkijs.SignerInfo;
  const token = signer.unsignedAttrs?.attributes.find((attribute) => attribute.type === '1.2.840.113549.1.9.16.2.14')?.values[0];
  return {
    byteRange: [a, b, c, d] as const,
    content,
    cms,
    signerInfos: signed.signerInfos.length,
    signedAttributeTypes: signer.signedAttrs?.attributes.map((attribute) => attribute.type) ?? [],
    signatureValue: Buffer.from(signer.signature.valueBlock.valueHexView),
    timestampToken: token === undefined ? undefined : Buffer.from(token.toBER()),
  };
}

/** `openssl cms -verify` of the signature over its ByteRange, trusting `rootPem`: its output and exit. */
export async function opensslCmsVerify(pdf: Buffer, rootPem: string): Promise<string> {
  const signature = signatureOf(pdf);
  return inTemporaryDirectory(async (dir) => {
    fs.writeFileSync(path.join(dir, 'sig.p7s'), signature.cms);
    fs.writeFileSync(path.join(dir, 'content.bin'), signature.content);
    const args = [
      'cms',
      '-verify',
      '-inform',
      'DER',
      '-in',
      'sig.p7s',
      '-content',
      'content.bin',
      '-binary',
      '-CAfile',
      rootPem,
      '-out',
      '/dev/null',
    ];
    const { stderr } = await run('openssl', args, { cwd: dir });
    return stderr;
  });
}

/** `openssl ts -verify` of the signature's timestamp token against the SHA-256 of the signature value. */
export async function opensslTsVerify(pdf: Buffer, rootPem: string, untrustedPem: string): Promise<string> {
  const signature = signatureOf(pdf);
  if (signature.timestampToken === undefined) throw new Error('the signature carries no timestamp token');
  const token = signature.timestampToken;
  return inTemporaryDirectory(async (dir) => {
    fs.writeFileSync(path.join(dir, 'tst.der'), token);
    const digest = createHash('sha256').update(signature.signatureValue).digest('hex');
    const args = ['ts', '-verify', '-in', 'tst.der', '-token_in', '-digest', digest, '-CAfile', rootPem, '-untrusted', untrustedPem];
    const { stdout } = await run('openssl', args, { cwd: dir });
    return stdout;
  });
}

/** `openssl ocsp -respin … -resp_text`: what a DER OCSP answer says, signature unchecked (its status is what is read). */
export async function opensslOcspStatus(der: Buffer): Promise<string> {
  return inTemporaryDirectory(async (dir) => {
    fs.writeFileSync(path.join(dir, 'resp.der'), der);
    const { stdout } = await run('openssl', ['ocsp', '-respin', 'resp.der', '-resp_text', '-noverify'], { cwd: dir });
    return stdout;
  });
}

/**
 * `qpdf --check`: its warnings and errors, one a line, none when the file is sound. (@signpdf's update
 * pointed its startxref one byte short; src/signing/certificate.seal.ts corrects it, so no warning is
 * left out any more.)
 */
export async function qpdfProblems(pdf: Buffer): Promise<string[]> {
  return inTemporaryDirectory(async (dir) => {
    fs.writeFileSync(path.join(dir, 'file.pdf'), pdf);
    // Exit 3 is warnings only; 2 is errors (then thrown, with its output).
    const result = await run('qpdf', ['--check', 'file.pdf'], { cwd: dir }).catch(
      (error: { code?: number; stdout?: string; stderr?: string }) => {
        if (error.code !== 3) throw error;
        return { stdout: error.stdout ?? '', stderr: error.stderr ?? '' };
      },
    );
    return `${result.stdout}\n${result.stderr}`
      .split('\n')
      .filter((line) => /WARNING|ERROR/.test(line) && !line.includes('operation succeeded with warnings'));
  });
}

async function inTemporaryDirectory<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-pades-'));
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
