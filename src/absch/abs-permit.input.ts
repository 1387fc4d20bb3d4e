/**
 * What the Clearing-House document is made from: the permit and its application as biopermit holds
 * them, and settings for what biopermit cannot know (the records that must already exist on the
 * ABS Clearing-House: the competent national authority, the providers' and recipients' contacts).
 */

/** Parties on the Clearing-House: references to its `contact` or `authority` records, or "confidential". */
export type AbschParties = { readonly references: readonly string[] } | { readonly confidential: true };

export type AbschUsage = 'commercial' | 'noncommercial';

export interface AbsPermitInput {
  /**
   * The record's `header.identifier` on the Clearing-House. A first publication uses a new one
   * (the permit's id will do); an update or a revocation must use the identifier the record was
   * first published under, or the Clearing-House answers "identifier does not exist".
   */
  readonly documentIdentifier: string;
  readonly permit: {
    readonly permitNo: string;
    /** e.g. "Gratuitous Permit"; with `registrationNo`, the national reference. */
    readonly permitType: string;
    /** ISO 8601 instants; published as Asia/Manila dates. */
    readonly dateIssued: string;
    readonly dateExpired: string;
    /** The application's registration number (RA 11032), if any. */
    readonly registrationNo?: string | null;
  };
  readonly application: {
    /** e.g. "research", "bioprospecting": chooses the usage term (settings.usageByApplicationType). */
    readonly applicationType: string;
    readonly purpose: string;
    /** e.g. "terrestrial", "marine": published as an "Other" keyword. */
    readonly ecosystem?: string | null;
    /** Mutually agreed terms: true once the agreement (MOA, undertaking) is executed. */
    readonly matEstablished: boolean;
  };
  readonly locations: readonly {
    readonly region: string;
    readonly province: string;
    readonly cityMunicipality: string;
    readonly barangay: string;
    readonly latitude: number | null;
    readonly longitude: number | null;
  }[];
  readonly species: readonly { readonly scientificName: string; readonly commonName?: string | null; readonly state?: string | null }[];
  /**
   * The terms the permit was issued with (issue 28 §1): its lines by species and site (no finer than the
   * municipality: the record is public) and its conditions. Absent for a permit issued before the terms.
   */
  readonly terms?: {
    readonly lines: readonly {
      readonly scientificName: string;
      readonly commonName: string | null;
      readonly quantity: number | null;
      readonly unit: string | null;
      readonly part: string | null;
      readonly method: string | null;
      readonly province: string;
      readonly cityMunicipality: string;
      /** ISO 8601 dates; null when the line takes the site's period. */
      readonly periodStart: string | null;
      readonly periodEnd: string | null;
    }[];
    readonly standardConditions: readonly string[];
    readonly specialConditions: readonly string[];
  } | null;
  /** This permit's PIC recipients on the Clearing-House (the holder's contact record); else settings.picRecipients. */
  readonly picRecipients?: AbschParties | null;
  /** Sections the authority keeps confidential for this permit. */
  readonly confidential?: { readonly subjectMatter?: boolean; readonly usages?: boolean };
  /** Set when changing a record already published: an update (renewal, amendment) or a revocation. */
  readonly amendment?: { readonly intent: 'update' | 'revoke'; readonly description: string } | null;
}

export interface AbschSettings {
  /** The country, a term of the Clearing-House's countries thesaurus: "ph". */
  readonly government: string;
  /** The CNA's record on the Clearing-House (`absCNA`), e.g. "C84C7E6C-…@2". Missing: Error.Mandatory. */
  readonly cnaIdentifier?: string | null;
  /** Who granted PIC: the authority's own record, an LGU's, an indigenous community's; or confidential. */
  readonly providers?: AbschParties | null;
  /** Used when a permit names no recipients of its own. */
  readonly picRecipients?: AbschParties | null;
  /** Terms of the permit-keywords thesaurus the authority puts on every permit. */
  readonly keywords?: readonly string[];
  /** Application type (lower case) → usage; defaults: research → noncommercial, bioprospecting → commercial. */
  readonly usageByApplicationType?: Readonly<Record<string, AbschUsage>>;
  /** Where a scientific name's taxonomy is read; `{name}` is replaced. Default: GBIF's species search. */
  readonly taxonomyUrlTemplate?: string;
}
