/**
 * The Clearing-House thesaurus terms biopermit uses, by their fixed identifiers
 * (scbd/absch.cbd.int app/constants/thesaurus.ts; scbd/clearing-house-documentation thesaurus pages).
 */

/** Domain "Permit usage": whether the permit covers commercial and/or non-commercial use. */
export const USAGE_DOMAIN = 'A7B77788-8C90-4849-9327-E181E9522F3A';
export const USAGE_TERMS = {
  commercial: '5E833A3F-87D1-4ADD-8701-9F1B76383017',
  noncommercial: '60EA2F49-A9DD-406F-921A-8A1C9AA8DFDD',
} as const;

/**
 * Domain "Permit keywords" (the terms as the Clearing-House's IRCC bulk-import tool lists them), and
 * the general term "Other", whose choice makes `keywordOther` mandatory.
 */
export const KEYWORD_DOMAIN = '1A22EAAB-9BBC-4543-890E-DEF913F59E98';
export const OTHER_TERM = '5B6177DD-5E5E-434E-8CB7-D63D67D5EBED';
export const KEYWORD_TERMS = {
  plants: '357DBB22-6A6C-4C49-BA1F-037320B09247',
  animals: '9C146B09-097E-4CFF-B9CC-D4785496952F',
  microorganisms: '33A6BF46-3699-4B5E-A3C0-506FAFDA2D76',
  wildSpecies: '2D2CAF72-A892-42CE-87F7-975EFBADAF4F',
  forest: 'D570A745-D8C3-4698-BB77-0A90C140F3F2',
  inlandWaters: '47DD3FF6-D369-4E64-B0BC-5DADF3B70C95',
  marineAndCoastal: '507D46E0-DC49-47F0-B273-26ECD9CC8948',
  mountains: 'EAE641FD-6A82-4C15-84CD-0F12ABA5CBC1',
  protectedAreas: 'DFEECF62-EC3D-4F5C-BAC6-2FD308F81277',
  islands: '9EC60226-A7E4-441E-AC7D-2580F111EC3B',
} as const;

/**
 * The application's ecosystem as an area keyword, when the thesaurus has one; any other ecosystem
 * (e.g. "terrestrial", which it lacks) is published as "Other" with its own words.
 */
export const ECOSYSTEM_KEYWORDS: Readonly<Record<string, string>> = {
  marine: KEYWORD_TERMS.marineAndCoastal,
  coastal: KEYWORD_TERMS.marineAndCoastal,
  freshwater: KEYWORD_TERMS.inlandWaters,
  'inland waters': KEYWORD_TERMS.inlandWaters,
  wetland: KEYWORD_TERMS.inlandWaters,
  forest: KEYWORD_TERMS.forest,
  mountain: KEYWORD_TERMS.mountains,
};

/**
 * `amendmentIntent` as the Clearing-House's own form sends it: 0 when a published record is edited
 * (Update: "a new certificate will be constituted and the old one will no longer be valid"), 1 when
 * it is revoked. Its documentation lists New | Update | Revoke, but the schema's enum has New
 * commented out; only the numbers below are sent, and only when changing a published record.
 */
export const AMENDMENT_INTENT = { update: 0, revoke: 1 } as const;
