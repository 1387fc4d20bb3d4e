/**
 * The PSGC release biopermit ships (src/places/psgc.table.tsv, built by build-psgc-table.ts from the npm
 * package `@aivangogh/ph-address` 2025.4.4). Source: the Philippine Statistics Authority (PSA),
 * Philippine Standard Geographic Code, https://psa.gov.ph/classification/psgc/.
 */
export const PSGC_RELEASE = {
  /** The PSA's quarter the table is from. */
  quarter: '2025-Q4',
  /** The last day of that quarter: the codes are as of this date. */
  asOf: '2025-12-31',
  source: 'Philippine Statistics Authority (PSA), Philippine Standard Geographic Code; via the npm package @aivangogh/ph-address 2025.4.4',
} as const;
