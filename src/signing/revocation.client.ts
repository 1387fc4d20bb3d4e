import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** What a B-LT signature embeds: the chain, and revocation answers for it (docs/TRUST.md). */
export interface ValidationData {
  readonly certificates: readonly Buffer[];
  /** DER OCSPResponse, each for a certificate of the chain. */
  readonly ocspResponses: readonly Buffer[];
  /** DER CRLs. */
  readonly crls: readonly Buffer[];
}

/** A responder that said the signing certificate is revoked: sealing with it would make a worthless signature. */
export class RevokedCertificateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RevokedCertificateError';
  }
}

const FETCH_TIMEOUT_MS = 10_000;
const OID = {
  sha1: '1.3.14.3.2.26',
  authorityInfoAccess: '1.3.6.1.5.5.7.1.1',
  ocsp: '1.3.6.1.5.5.7.48.1',
  crlDistributionPoints: '2.5.29.31',
  basicOcspResponse: '1.3.6.1.5.5.7.48.1.1',
};

/**
 * The revocation data of a chain, signer first: for each certificate with an issuer in the chain, the
 * OCSP answer of the responder its AIA names and the CRLs of its distribution points, whatever can be
 * had. What cannot (no URL, a responder down) is left out: the signature stays B-T for it. A signing
 * certificate the responder calls revoked stops the seal.
 */
export async function validationDataOf(chain: readonly Buffer[]): Promise<ValidationData> {
  const certificates = chain.map((der) => pkijs.Certificate.fromBER(der));
  const ocspResponses: Buffer[] = [];
  const crls: Buffer[] = [];
  for (const [index, certificate] of certificates.entries()) {
    const issuer = certificates.find((candidate) => candidate.subject.isEqual(certificate.issuer) && candidate !== certificate);
    if (issuer === undefined) continue; // the root, or a certificate whose issuer is not in the file
    for (const url of urlsOf(certificate, 'ocsp')) {
      const answer = await ocspAnswer(url, certificate, issuer, index === 0);
      if (answer !== undefined) {
        ocspResponses.push(answer);
        break;
      }
    }
    for (const url of urlsOf(certificate, 'crl')) {
      const crl = await fetchBytes(url, { method: 'GET' });
      if (crl !== undefined) crls.push(crl);
    }
  }
  return { certificates: chain, ocspResponses, crls };
}

function urlsOf(certificate: pkijs.Certificate, kind: 'ocsp' | 'crl'): string[] {
  const urls: string[] = [];
  for (const extension of certificate.extensions ?? []) {
    if (kind === 'ocsp' && extension.extnID === OID.authorityInfoAccess) {
      const access = extension.parsedValue as pkijs.InfoAccess;
      for (const description of access.accessDescriptions) {
        if (description.accessMethod === OID.ocsp && description.accessLocation.type === 6)
          urls.push(String(description.accessLocation.value));
      }
    }
    if (kind === 'crl' && extension.extnID === OID.crlDistributionPoints) {
      const points = extension.parsedValue as pkijs.CRLDistributionPoints;
      for (const point of points.distributionPoints) {
        const names = Array.isArray(point.distributionPoint) ? point.distributionPoint : [];
        for (const name of names) if (name.type === 6) urls.push(String(name.value));
      }
    }
  }
  return urls.filter((url) => /^https?:\/\//.test(url));
}

async function ocspAnswer(
  url: string,
  certificate: pkijs.Certificate,
  issuer: pkijs.Certificate,
  isSigner: boolean,
): Promise<Buffer | undefined> {
  const sha1 = (bytes: ArrayBuffer | Uint8Array) => createHash('sha1').update(new Uint8Array(bytes)).digest();
  const request = new pkijs.OCSPRequest();
  request.tbsRequest.requestList = [
    new pkijs.Request({
      reqCert: new pkijs.CertID({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha1, algorithmParams: new asn1js.Null() }),
        issuerNameHash: new asn1js.OctetString({ valueHex: sha1(issuer.subject.toSchema().toBER()) }),
        issuerKeyHash: new asn1js.OctetString({ valueHex: sha1(issuer.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView) }),
        serialNumber: certificate.serialNumber,
      }),
    }),
  ];
  const body = await fetchBytes(url, {
    method: 'POST',
    headers: { 'content-type': 'application/ocsp-request' },
    body: new Uint8Array(request.toSchema(true).toBER()),
  });
  if (body === undefined) return undefined;
  let response: pkijs.OCSPResponse;
  try {
    response = pkijs.OCSPResponse.fromBER(body);
  } catch {
    return undefined;
  }
  if (response.responseStatus.valueBlock.valueDec !== 0 || response.responseBytes?.responseType !== OID.basicOcspResponse) return undefined;
  const basic = pkijs.BasicOCSPResponse.fromBER(response.responseBytes.response.valueBlock.valueHexView);
  const status = basic.tbsResponseData.responses[0]?.certStatus as asn1js.BaseBlock | undefined;
  // CertStatus: good [0], revoked [1], unknown [2] (RFC 6960 §4.2.1).
  if (status?.idBlock.tagNumber === 1 && isSigner)
    throw new RevokedCertificateError('the OCSP responder says the signing certificate is revoked');
  return status?.idBlock.tagNumber === 0 ? body : undefined;
}

async function fetchBytes(url: string, init: RequestInit): Promise<Buffer | undefined> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}
