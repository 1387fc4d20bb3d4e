import { createPrivateKey, createPublicKey, type KeyObject, sign, X509Certificate } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as Forge from 'node-forge';

/**
 * The authority's signing key and its certificate chain: what seals a certificate PDF. Opened once, at
 * start, from a PKCS#12 file (PERMIT_SIGNING_P12); a PKCS#11 token (PNPKI certificates live on tokens)
 * would give the same shape, its `sign` calling the token.
 */
export interface SigningIdentity {
  /** The signer's certificate, DER. */
  readonly certificate: Buffer;
  /** The other certificates of the file (intermediates, perhaps the root), DER: carried in the signature. */
  readonly chain: readonly Buffer[];
  readonly keyType: 'rsa' | 'ec';
  /** A SHA-256 signature of `data`: PKCS#1 v1.5 for RSA, DER-encoded ECDSA for EC, as CMS carries them. */
  sign(data: Buffer): Buffer;
}

/** Why a PKCS#12 file could not give an identity, and which of the two settings is at fault. */
export class SigningIdentityError extends Error {
  constructor(
    readonly setting: 'file' | 'password',
    message: string,
  ) {
    super(message);
    this.name = 'SigningIdentityError';
  }
}

// Loaded only when a PKCS#12 file is configured: node-forge is the one maintained reader of PKCS#12 in
// JavaScript (node:crypto has none), and most services never seal, so they do not pay for loading it.
const requireCommonJs = createRequire(import.meta.url);

/** The PKCS#12 bag types (RFC 7292 §4.2). */
const BAG = { key: '1.2.840.113549.1.12.10.1.1', shroudedKey: '1.2.840.113549.1.12.10.1.2', certificate: '1.2.840.113549.1.12.10.1.3' };

/**
 * The identity of a PKCS#12 file: its one private key and the certificate that matches it. OpenSSL 3's
 * default (PBES2, AES-256, HMAC-SHA-256) and `-legacy` files both open; RSA and EC keys.
 */
export function openPkcs12(bytes: Buffer, password: string): SigningIdentity {
  const forge = requireCommonJs('node-forge') as typeof Forge;
  let p12: Forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary'))), false, password);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // node-forge says "Invalid password?" when the MAC does not verify; anything else is the file.
    if (/password|MAC/i.test(message)) throw new SigningIdentityError('password', 'the password does not open the PKCS#12 file');
    throw new SigningIdentityError('file', `not a PKCS#12 file (${message})`);
  }
  const der = (node: Forge.asn1.Asn1): Buffer => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');
  const bags = (type: string): Forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bags(BAG.shroudedKey), ...bags(BAG.key)];
  if (keyBags.length !== 1) throw new SigningIdentityError('file', `expected one private key in the PKCS#12 file, found ${keyBags.length}`);
  const keyBag = keyBags[0] as Forge.pkcs12.Bag;
  // An EC key is left undecoded by node-forge (bag.key null), its PrivateKeyInfo in bag.asn1.
  const keyInfo = keyBag.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key)) : keyBag.asn1;
  const privateKey = createPrivateKey({ key: der(keyInfo), format: 'der', type: 'pkcs8' });
  const certificates = bags(BAG.certificate).map((bag) => (bag.cert ? der(forge.pki.certificateToAsn1(bag.cert)) : der(bag.asn1)));
  return identityOf(privateKey, certificates);
}

/** The identity of a key and the certificates that came with it: the signer is the one whose public key is the key's. */
export function identityOf(privateKey: KeyObject, certificates: readonly Buffer[]): SigningIdentity {
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const matches = (certificate: Buffer) =>
    new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' }).equals(publicKey);
  const signer = certificates.find(matches);
  if (signer === undefined) throw new SigningIdentityError('file', 'no certificate in the PKCS#12 file matches its private key');
  const keyType = privateKey.asymmetricKeyType;
  if (keyType !== 'rsa' && keyType !== 'ec') throw new SigningIdentityError('file', `a ${keyType} key cannot sign a PAdES signature here`);
  return {
    certificate: signer,
    chain: certificates.filter((certificate) => certificate !== signer),
    keyType,
    sign: (data) => sign('sha256', data, privateKey),
  };
}
