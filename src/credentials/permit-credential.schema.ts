import { type Static, Type } from 'typebox';

/**
 * What the credential says about a permit, in the public's terms: the QR credential (CBOR, compact
 * keys, permit-credential.codec.ts) and the W3C credential (JSON) both carry exactly this. TypeBox so
 * the trust list route, the CLI's JSON output and the offline page read one definition.
 */
export const CredentialSite = Type.Object({
  psgcCode: Type.Union([Type.String(), Type.Null()], { description: 'PSGC code of the place, null when it has none.' }),
  name: Type.String(),
});

export const CredentialSpecies = Type.Object({
  scientificName: Type.String(),
  quantity: Type.Union([Type.Number(), Type.Null()], { description: 'Authorised quantity, null when the permit states none.' }),
  unit: Type.Union([Type.String(), Type.Null()]),
});

export const StatusPurpose = Type.Union([Type.Literal('revocation'), Type.Literal('suspension')]);

export const CredentialStatusEntry = Type.Object({
  statusPurpose: StatusPurpose,
  statusListIndex: Type.Integer({ minimum: 0 }),
  statusListCredential: Type.String({ description: 'URL of the Bitstring Status List credential.' }),
});

export const CredentialPermit = Type.Object({
  permitNo: Type.String(),
  issuerName: Type.String({ description: 'The authority that issued the permit, as printed.' }),
  holderName: Type.String(),
  validFrom: Type.String({ format: 'date' }),
  validUntil: Type.String({ format: 'date' }),
  sites: Type.Array(CredentialSite),
  species: Type.Array(CredentialSpecies),
  termsDigest: Type.Union([Type.String(), Type.Null()], {
    description:
      'base64url SHA-256 of the permit terms (canonical JSON of permit.json’s locations, species and authorised, src/credentials/terms-digest.ts) when the species did not fit the QR code; then species is empty (and sites too when they did not fit either).',
  }),
  termsLines: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'With termsDigest: how many authorised lines (species × site) the terms hold, to compare with the certificate.',
  }),
  status: Type.Array(CredentialStatusEntry),
  logIndex: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: "The permit's entry in the public log, when known." }),
});
export type CredentialSite = Static<typeof CredentialSite>;
export type CredentialSpecies = Static<typeof CredentialSpecies>;
export type StatusPurpose = Static<typeof StatusPurpose>;
export type CredentialStatusEntry = Static<typeof CredentialStatusEntry>;
export type CredentialPermit = Static<typeof CredentialPermit>;
