import type { PermitTerms, TermsUnit } from './terms.queries';

/** Every unit the terms accept, in words (a Record over the generated union: a unit the service adds fails the build). */
export const UNIT_LABEL: Readonly<Record<TermsUnit, string>> = {
  specimens: 'specimens',
  individuals: 'individuals',
  vouchers: 'vouchers',
  tissue_samples: 'tissue samples',
  seeds: 'seeds',
  cuttings: 'cuttings',
  grams: 'grams',
  kilograms: 'kilograms',
  millilitres: 'millilitres',
  litres: 'litres',
};

export const STATUS_LABEL: Readonly<Record<PermitTerms['status'], string>> = {
  proposed: 'proposed by the agency',
  draft: 'draft',
  approved: 'approved: what the issue prints',
  issued: 'issued: in force',
  superseded: 'superseded',
};

export const ORIGIN_LABEL: Readonly<Record<PermitTerms['origin'], string>> = {
  submission: 'started from the submission’s species and sites',
  agency_proposal: 'started from the agency’s proposed terms',
  previous_version: 'started from the previous version',
};

/** "12 specimens", or a dash while staff have not set it. */
export function quantityInWords(quantity: number | null, unit: TermsUnit | string | null): string {
  if (quantity === null) return 'not set';
  const label = unit ? ((UNIT_LABEL as Record<string, string>)[unit] ?? unit) : '';
  return `${quantity} ${label}`.trim();
}

/** A site as the certificate writes it: barangay, city or municipality, province. */
export function siteInWords(site: { barangay: string | null; cityOrMunicipality: string; province: string }): string {
  return [site.barangay, site.cityOrMunicipality, site.province].filter(Boolean).join(', ');
}

/**
 * Where a condition is printed: the certificate numbers the standard conditions first, then the special ones
 * (src/terms/terms.issue.ts), so a special condition's number moves with the count of standard ones.
 */
export function printedAs(standardCount: number, specialIndex: number): string {
  return `Printed on the certificate as condition ${standardCount + specialIndex + 1}`;
}
