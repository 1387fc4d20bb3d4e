import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { OID } from './oids.js';
import type { SigningIdentity } from './signing-identity.js';
import { requestTimestamp } from './timestamp.client.js';

/**
 * The CMS SignedData of a PAdES baseline signature (ETSI EN 319 142-1, CAdES detached) over `content`
 * (the PDF's ByteRange): signed attributes content-type, message-digest and ESS signing-certificate-v2,
 * and deliberately no signing-time (the baseline forbids it: the claimed time is the signature
 * dictionary's /M). With a TSA, the unsigned signature-time-stamp attribute over the signature value
 * makes it B-T. DER, ready for the /Contents placeholder.
 */
export async function cadesSignature(identity: SigningIdentity, content: Buffer, tsaUrl: string | undefined): Promise<Buffer> {
  const certificate = pkijs.Certificate.fromBER(identity.certificate);
  const sha256 = () => new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 });
  const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 0,
    attributes: [
      new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
      new pkijs.Attribute({
        type: OID.messageDigest,
        values: [new asn1js.OctetString({ valueHex: createHash('sha256').update(content).digest() })],
      }),
      new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2(certificate, identity.certificate)] }),
    ],
  });
  // Signed as a DER SET OF (tag 0x31), not as the [0] IMPLICIT it is stored with (RFC 5652 §5.4). The
  // attributes are already in DER order (by length: content-type, message-digest, signing-certificate).
  const toSign = Buffer.from(signedAttrs.toSchema().toBER());
  toSign[0] = 0x31;
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
    digestAlgorithm: sha256(),
    signedAttrs,
    signatureAlgorithm:
      identity.keyType === 'rsa'
        ? new pkijs.AlgorithmIdentifier({ algorithmId: OID.rsaEncryption, algorithmParams: new asn1js.Null() })
        : new pkijs.AlgorithmIdentifier({ algorithmId: OID.ecdsaWithSha256 }),
    signature: new asn1js.OctetString({ valueHex: identity.sign(toSign) }),
  });
  if (tsaUrl !== undefined) {
    const token = await requestTimestamp(tsaUrl, Buffer.from(signerInfo.signature.valueBlock.valueHexView));
    signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 1,
      attributes: [new pkijs.Attribute({ type: OID.signatureTimeStampToken, values: [token.toSchema()] })],
    });
  }
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    digestAlgorithms: [sha256()],
    certificates: [certificate, ...identity.chain.map((der) => pkijs.Certificate.fromBER(der))],
    signerInfos: [signerInfo],
  });
  const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return Buffer.from(contentInfo.toSchema().toBER());
}

/** ESS SigningCertificateV2 (RFC 5035): the signer certificate's SHA-256 and its issuer and serial. */
function signingCertificateV2(certificate: pkijs.Certificate, der: Buffer): asn1js.Sequence {
  const essCertIdV2 = new asn1js.Sequence({
    value: [
      // hashAlgorithm is left out: its DEFAULT is SHA-256, and DER omits a default.
      new asn1js.OctetString({ valueHex: createHash('sha256').update(der).digest() }),
      new asn1js.Sequence({
        value: [
          // GeneralNames with one directoryName ([4] EXPLICIT Name).
          new asn1js.Sequence({
            value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [certificate.issuer.toSchema()] })],
          }),
          new asn1js.Integer({ valueHex: certificate.serialNumber.valueBlock.valueHexView }),
        ],
      }),
    ],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}
