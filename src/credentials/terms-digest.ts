import { createHash } from 'node:crypto';
import { canonicalJson } from '../shared/canonical-json.js';

/**
 * The terms a credential vouches for by digest when its species do not fit the QR code (issue 29 §2):
 * the part of the certificate's embedded `permit.json` that says what may be collected where — its
 * `locations`, `species` and `authorised` (the authorised lines and collectors) — as canonical JSON
 * (keys sorted, nulls left out: src/shared/canonical-json.ts), SHA-256, base64url. The issue computes it
 * from the very values it embeds; `biopermit verify-credential --pdf` from the file it reads.
 */
export interface EmbeddedTerms {
  readonly locations?: unknown;
  readonly species?: unknown;
  readonly authorised?: { readonly lines?: unknown } | null;
}

export function termsDigestOf(permitJson: EmbeddedTerms): string {
  const terms = { locations: permitJson.locations, species: permitJson.species, authorised: permitJson.authorised };
  // Through JSON first: the digest is of the data as permit.json holds it (no undefined, no class instances).
  return createHash('sha256')
    .update(canonicalJson(JSON.parse(JSON.stringify(terms))), 'utf8')
    .digest('base64url');
}

/** How many lines the terms authorise: the authorised lines (species × site), else the species listed. */
export function termsLineCountOf(permitJson: EmbeddedTerms): number {
  const lines = permitJson.authorised?.lines;
  if (Array.isArray(lines)) return lines.length;
  return Array.isArray(permitJson.species) ? permitJson.species.length : 0;
}
