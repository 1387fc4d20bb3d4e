import type { CryptoKey } from 'jose';
import type { KeyRing } from '../auth/key-ring.js';
import { findPermitCredential } from '../credentials/credential.repository.js';
import { decodePermitCredential } from '../credentials/permit-credential.codec.js';
import type { Database } from '../db/database.js';
import { readSetting } from '../settings/settings.service.js';
import { nowIso } from '../shared/time.js';
import { logIndexOfPermit } from '../transparency-log/transparency-log.service.js';
import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';
import { countApplicationSpecies, findHolderName, findPermitByNumber } from './permit.repository.js';
import { publicAuthorisationOf } from './public-authorisation.js';
import { publicStatusOf } from './public-status.js';
import { issuingAuthority, type VerifyPageInput } from './verify.page.js';
import {
  isLegacyPermitSignature,
  isWellFormedPermitSignature,
  linkNamesIssuance,
  permitLinkSignedBy,
  permitSignatureBy,
  permitSignatureKeys,
} from './verify-link.js';

/** What a permit's verification link proves (verify.public.routes.ts, docs/PERMITS.md "The route"). */

/** The id an unknown permit number's signature is checked against: no permit row has it. */
const NO_PERMIT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * What the link proves, in the order docs/PERMITS.md gives: the signature's shape and its key (no
 * permit is read for garbage, a forgery or a key the service never published), then, for a link of
 * format 2, the signature over the number and issuance tag the URL carries, still before any permit is
 * read: an existing and an unknown number with a bad signature take the same path, with no database
 * read, so the page cannot tell them apart by its answer or its time. Only then the permit by number,
 * and whether its row is the issuance the link names.
 */
export async function verificationOf(db: Database['db'], keyRing: KeyRing, permitNo: string, s: unknown): Promise<VerifyPageInput> {
  const notValid: VerifyPageInput = { verified: false, permitNo };
  if (!isWellFormedPermitSignature(s)) return notValid;
  const keys = await permitSignatureKeys(keyRing, s);
  if (keys.length === 0) return notValid;
  const permit = isLegacyPermitSignature(s)
    ? await legacyLinkPermit(db, keys, permitNo, s)
    : (await permitLinkSignedBy(keys, permitNo, s)) === undefined
      ? undefined
      : await findPermitByNumber(db, permitNo);
  if (permit === undefined || !(isLegacyPermitSignature(s) || linkNamesIssuance(s, permit.id))) return notValid;
  const status = publicStatusOf(permit.status as PermitStatus, permit.date_expired, nowIso());
  if (status === 'not_valid' || permit.date_issued === null || permit.date_expired === null) return notValid;
  return {
    verified: true,
    permitNo,
    status,
    holderName: await findHolderName(db, permit.application_id),
    dateIssued: permit.date_issued,
    dateExpired: permit.date_expired,
    speciesCount: await countApplicationSpecies(db, permit.application_id),
    authorises: await publicAuthorisationOf(db, permit),
    logIndex: (await logIndexOfPermit(db, permit.id)) ?? null,
    termsDigest: await credentialTermsDigestOf(db, permit.id),
    issuedBy: issuingAuthority(await readSetting(db, 'permits.authority')),
  };
}

/** The terms' digest the permit's credential carries instead of its species, if it does (src/credentials/). */
async function credentialTermsDigestOf(db: Database['db'], permitId: string): Promise<{ digest: string; lines: number | null } | null> {
  const stored = await findPermitCredential(db, permitId);
  const permit = stored === undefined ? undefined : (await decodePermitCredential(stored.credential))?.claims.permit;
  return permit?.termsDigest == null ? null : { digest: permit.termsDigest, lines: permit.termsLines };
}

/**
 * A format-1 link (certificates printed before format 2) signs the permit's id, which the link does
 * not carry: the row is read first, then the signature checked against its id. An unknown number is
 * checked against an id no permit has, so existing and unknown numbers still do the same work.
 */
async function legacyLinkPermit(
  db: Database['db'],
  keys: readonly { kid: string; publicKey: CryptoKey }[],
  permitNo: string,
  s: string,
): Promise<Awaited<ReturnType<typeof findPermitByNumber>>> {
  const permit = await findPermitByNumber(db, permitNo);
  const signedBy = await permitSignatureBy(keys, { permitNo, permitId: permit?.id ?? NO_PERMIT_ID }, s);
  return signedBy === undefined ? undefined : permit;
}
