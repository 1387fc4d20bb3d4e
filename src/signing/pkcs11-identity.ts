import { createRequire } from 'node:module';
import type * as Pkcs11js from 'pkcs11js';
import { type SigningIdentity, SigningIdentityError } from './signing-identity.js';

/**
 * The identity of a key on a PKCS#11 token (a smart card or USB token, as PNPKI certificates are
 * issued; SoftHSM2 in the tests), named by an RFC 7512 URI: `pkcs11:token=<label>;object=<label>` and
 * `?module-path=<the vendor's .so>`. The key never leaves the token: each signature is a `C_Sign`. The
 * certificate with the key's label is the signer's; the token's other certificates are its chain.
 * The session stays open and logged in for the life of the process.
 */
export function openPkcs11(uri: string, pin: string): SigningIdentity {
  const { token, object, modulePath } = parsePkcs11Uri(uri);
  const pkcs11 = loadPkcs11js();
  const module = new pkcs11.PKCS11();
  try {
    module.load(modulePath);
  } catch (error) {
    throw new SigningIdentityError('file', `the PKCS#11 module ${modulePath} cannot be loaded (${message(error)})`);
  }
  try {
    module.C_Initialize();
  } catch (error) {
    // One module per process: a second configuration load (a test, a CLI command) finds it initialised.
    if (!message(error).includes('CKR_CRYPTOKI_ALREADY_INITIALIZED')) throw error;
  }
  const slot = module.C_GetSlotList(true).find((candidate) => module.C_GetTokenInfo(candidate).label.trim() === token);
  if (slot === undefined) throw new SigningIdentityError('file', `no token labelled "${token}" is present`);
  const session = module.C_OpenSession(slot, pkcs11.CKF_SERIAL_SESSION);
  try {
    module.C_Login(session, pkcs11.CKU_USER, pin);
  } catch (error) {
    // A token's login is per process: a second configuration load in this process finds it logged in.
    if (!message(error).includes('CKR_USER_ALREADY_LOGGED_IN')) {
      throw new SigningIdentityError('password', `the PIN does not log in to the token (${message(error)})`);
    }
  }
  const find = (template: Pkcs11js.Template): Buffer[] => {
    module.C_FindObjectsInit(session, template);
    const found = module.C_FindObjects(session, 100);
    module.C_FindObjectsFinal(session);
    return found;
  };
  const [key] = find([
    { type: pkcs11.CKA_CLASS, value: pkcs11.CKO_PRIVATE_KEY },
    { type: pkcs11.CKA_LABEL, value: object },
  ]);
  if (key === undefined) throw new SigningIdentityError('file', `no private key labelled "${object}" on the token`);
  const derOf = (handle: Buffer): Buffer => module.C_GetAttributeValue(session, handle, [{ type: pkcs11.CKA_VALUE }])[0]?.value as Buffer;
  const [signerHandle] = find([
    { type: pkcs11.CKA_CLASS, value: pkcs11.CKO_CERTIFICATE },
    { type: pkcs11.CKA_LABEL, value: object },
  ]);
  if (signerHandle === undefined) throw new SigningIdentityError('file', `no certificate labelled "${object}" on the token`);
  const certificate = derOf(signerHandle);
  const chain = find([{ type: pkcs11.CKA_CLASS, value: pkcs11.CKO_CERTIFICATE }])
    .map(derOf)
    .filter((der) => !der.equals(certificate));
  const keyType = module.C_GetAttributeValue(session, key, [{ type: pkcs11.CKA_KEY_TYPE }])[0]?.value as Buffer;
  // A CK_ULONG in the host's order: 8 bytes on 64-bit Linux.
  const isEc = Number(keyType.length === 8 ? keyType.readBigUInt64LE(0) : keyType.readUInt32LE(0)) === pkcs11.CKK_EC;
  return {
    certificate,
    chain,
    keyType: isEc ? 'ec' : 'rsa',
    sign: (data) => {
      module.C_SignInit(session, { mechanism: isEc ? pkcs11.CKM_ECDSA_SHA256 : pkcs11.CKM_SHA256_RSA_PKCS }, key);
      const signature = module.C_Sign(session, data, Buffer.alloc(1024));
      // A token's ECDSA signature is r ‖ s; CMS carries it as a DER SEQUENCE of two INTEGERs.
      return isEc ? ecdsaDer(signature) : signature;
    },
  };
}

// pkcs11js is a native addon, loaded only when a token is configured. An optional dependency: a machine
// that cannot build it still installs the service, without tokens.
const requireCommonJs = createRequire(import.meta.url);

function loadPkcs11js(): typeof Pkcs11js {
  try {
    return requireCommonJs('pkcs11js') as typeof Pkcs11js;
  } catch (error) {
    throw new SigningIdentityError('file', `pkcs11js is not installed (npm could not build it here: ${message(error)})`);
  }
}

function parsePkcs11Uri(uri: string): { token: string; object: string; modulePath: string } {
  if (!uri.startsWith('pkcs11:')) throw new SigningIdentityError('file', 'expected an RFC 7512 URI starting "pkcs11:"');
  const [path = '', query = ''] = uri.slice('pkcs11:'.length).split('?');
  const attributes = new Map(path.split(';').map((part) => part.split('=').map(decodeURIComponent) as [string, string]));
  const queries = new Map(query.split('&').map((part) => part.split('=').map(decodeURIComponent) as [string, string]));
  const token = attributes.get('token');
  const object = attributes.get('object');
  const modulePath = queries.get('module-path');
  if (!token || !object || !modulePath) {
    throw new SigningIdentityError('file', 'expected pkcs11:token=<label>;object=<label>?module-path=<module .so>');
  }
  return { token, object, modulePath };
}

function ecdsaDer(raw: Buffer): Buffer {
  const half = raw.length / 2;
  const integer = (bytes: Buffer): Buffer => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const trimmed = bytes.subarray(start);
    const body = (trimmed[0] as number) & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed;
    return Buffer.concat([Buffer.from([0x02, body.length]), body]);
  };
  const sequence = Buffer.concat([integer(raw.subarray(0, half)), integer(raw.subarray(half))]);
  return Buffer.concat([Buffer.from([0x30, sequence.length]), sequence]);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
