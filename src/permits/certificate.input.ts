/**
 * Everything printed on a permit certificate, and nothing else: the renderer reads no database,
 * clock or configuration, so the same input always gives the same PDF bytes.
 *
 * Instants (`dateIssued`, `collectionStart`, …) are ISO 8601 date-times as stored (UTC); the
 * certificate prints their calendar date in Asia/Manila.
 */
export interface CertificateInput {
  readonly authority: {
    /** e.g. "Department of Environment and Natural Resources". */
    readonly name: string;
    /** The issuing office, e.g. "Biodiversity Management Bureau" or "Regional Office IV-A". */
    readonly unit?: string | null;
    /** One line under the names, e.g. the office address. */
    readonly address?: string | null;
  };
  readonly permitNo: string;
  /** As it should read in the title, e.g. "Gratuitous Permit". */
  readonly permitType: string;
  readonly holder: { readonly name: string; readonly affiliation: string };
  readonly purpose: string;
  readonly locations: readonly CertificateLocation[];
  readonly species: readonly CertificateSpecies[];
  /**
   * What the permit authorises (issue 28 §1): per species and site the quantity, part, method and
   * period, and who may collect. Printed instead of the species list when given.
   */
  readonly authorised?: {
    readonly lines: readonly CertificateLine[];
    readonly collectors: readonly CertificateCollector[];
  } | null;
  /** The terms the holder must keep, one paragraph each, printed numbered. */
  readonly conditions: readonly string[];
  readonly validity: {
    /** Also the PDF's creation date: it fixes the document's bytes. */
    readonly dateIssued: string;
    readonly dateExpired: string;
  };
  /** The permit fee and its official receipt, when one was paid. */
  readonly fee?: { readonly amountCentavos: number; readonly officialReceiptNo?: string | null } | null;
  readonly signatory: { readonly name: string; readonly position: string };
  /** The signed link the QR code holds (see verify-link.ts). */
  readonly verificationUrl: string;
  /**
   * A specimen, not a certificate (the preview before the permit exists): no QR code (nothing
   * verifies it), and "SPECIMEN – NOT ISSUED" across every page and in the document's title.
   */
  readonly specimen?: boolean;
}

export interface CertificateLocation {
  readonly region: string;
  readonly province: string;
  readonly cityMunicipality: string;
  readonly barangay: string;
  /** Decimal degrees (WGS 84); null when the application gave none. */
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly collectionStart: string;
  readonly collectionEnd: string;
}

export interface CertificateSpecies {
  readonly scientificName: string;
  readonly commonName?: string | null;
  /** The state in which it is collected, e.g. "live", "preserved", "tissue sample". */
  readonly state?: string | null;
  /** Where it is collected: 1-based positions in `locations`. Printed as a "Sites" column when any species has them. */
  readonly sites?: readonly number[];
}

/** One authorised line: what may be taken of one species at one site. */
export interface CertificateLine {
  readonly scientificName: string;
  readonly commonName?: string | null;
  /** The site: its 1-based position in `locations`. */
  readonly site: number;
  /** `12 tissue samples`; `not set` for a permit issued before its quantities were decided. */
  readonly quantity: string;
  readonly part?: string | null;
  readonly method?: string | null;
  /** The line's own period, when it is narrower than the site's (ISO dates); null: the site's. */
  readonly period?: { readonly start: string; readonly end: string } | null;
}

export interface CertificateCollector {
  /** `holder` or `assistant`. */
  readonly role: string;
  readonly name: string;
  readonly affiliation?: string | null;
  readonly identification?: string | null;
}
