import { X509Certificate } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { AppError } from '../http/errors.js';
import { cadesSignature } from './cades.signature.js';
import { appendDss } from './dss.update.js';
import { RevokedCertificateError, validationDataOf } from './revocation.client.js';
import type { SigningIdentity } from './signing-identity.js';
import { TimestampError } from './timestamp.client.js';

/** What seals certificates (PERMIT_SIGNING_P12 and PERMIT_TSA_URL): absent, certificates stay unsigned. */
export interface CertificateSealer {
  readonly identity: SigningIdentity;
  /** The RFC 3161 time-stamping authority of the B-T level. */
  readonly tsaUrl: string;
}

/**
 * The kind of a certificate file (permit_certificates.kind): `digitally_signed` when sealed here,
 * `generated` when issued unsigned (for the signed scan), `signed_scan` when a scan was uploaded.
 */
export type IssuedCertificateKind = 'digitally_signed' | 'generated';

// Room for the CMS: a B-T signature with the tests' chain (EC CAs, RSA signer) and the TSA's token is
// ~4 KB; one with an all-RSA three-certificate chain ran to ~8.5 KB (TRUST-NOTES §1). Twice that leaves
// room for a PNPKI chain of longer certificates. Unused room is zero padding inside /Contents.
const SIGNATURE_ROOM_BYTES = 16_384;

/**
 * The certificate PDF sealed with the authority's certificate as a PAdES baseline B-T signature, in an
 * incremental update (the rendered PDF/A-3b bytes stay the file's first revision), then B-LT (a second
 * update with the chain and its OCSP answers and CRLs) when any can be had; or the PDF as rendered
 * when no sealer is configured. `signedAt` is the signature's claimed time (/M): the issue's.
 */
export async function sealCertificate(
  sealer: CertificateSealer | undefined,
  pdf: Buffer,
  signedAt: string,
): Promise<{ readonly pdf: Buffer; readonly kind: IssuedCertificateKind }> {
  if (sealer === undefined) return { pdf, kind: 'generated' };
  const subject = new X509Certificate(sealer.identity.certificate).subject;
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: 'Issued permit certificate',
    contactInfo: '',
    name: /^CN=(.*)$/m.exec(subject)?.[1] ?? 'Issuing authority',
    location: 'Republic of the Philippines',
    signingTime: new Date(signedAt),
    signatureLength: SIGNATURE_ROOM_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  try {
    const signed = await new SignPdf().sign(withExactStartxref(withTrailerId(withPlaceholder)), new PadesSigner(sealer));
    // B-LT where the chain's revocation data can be had: it then validates after the certificate expires.
    const validation = await validationDataOf([sealer.identity.certificate, ...sealer.identity.chain]);
    const longTerm = validation.ocspResponses.length + validation.crls.length > 0;
    return { pdf: longTerm ? appendDss(signed, validation) : signed, kind: 'digitally_signed' };
  } catch (error) {
    if (error instanceof RevokedCertificateError) {
      throw new AppError(
        'not_configured',
        `The signing certificate (PERMIT_SIGNING_P12) is revoked: ${error.message}. Configure a valid one.`,
      );
    }
    // The issue rolls back and may be tried again: nothing is stored without its seal.
    if (error instanceof TimestampError) {
      throw new AppError(
        'service_unavailable',
        `The certificate could not be timestamped (PERMIT_TSA_URL): ${error.message}. Try again later.`,
      );
    }
    throw error;
  }
}

/**
 * @signpdf's trailer of its update leaves out the file identifier, which PDF/A requires in the last
 * trailer (ISO 19005 6.1.3): it is copied from pdfkit's, before the signature covers the trailer.
 */
function withTrailerId(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const id = /\/ID\s*\[[^\]]*\]/.exec(text)?.[0];
  const trailerAt = text.lastIndexOf('trailer');
  const sizeAt = text.indexOf('/Size', trailerAt);
  if (id === undefined || sizeAt < 0 || text.indexOf('/ID', trailerAt) >= 0) return pdf;
  return Buffer.concat([pdf.subarray(0, sizeAt), Buffer.from(`${id}\n`, 'latin1'), pdf.subarray(sizeAt)]);
}

/**
 * @signpdf's update ends with a `startxref` one byte short: at the line break before its `xref`, not at
 * the keyword (ISO 32000-1 7.5.5). Readers recover, but a strict one (qpdf --check) reports the
 * file damaged, and a PDF/A validator may too (ISO 19005-3 6.1.4): it is pointed at the keyword.
 */
function withExactStartxref(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const match = /startxref\n(\d+)\n%%EOF$/.exec(text);
  if (match === null) return pdf;
  const at = Number(match[1]);
  if (!/^\s$/.test(text.charAt(at)) || text.slice(at + 1, at + 5) !== 'xref') return pdf;
  return Buffer.concat([pdf.subarray(0, match.index), Buffer.from(`startxref\n${at + 1}\n%%EOF`, 'latin1')]);
}

/** The @signpdf Signer that makes the CAdES signature over the ByteRange it is given. */
class PadesSigner extends Signer {
  constructor(private readonly sealer: CertificateSealer) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    return cadesSignature(this.sealer.identity, content, this.sealer.tsaUrl);
  }
}
