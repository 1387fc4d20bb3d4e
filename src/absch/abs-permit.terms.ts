import { escapeHtml } from '../shared/html.js';
import { quantityText } from '../terms/terms.views.js';
import type { AbsPermitInput } from './abs-permit.input.js';

/**
 * The permit's issued terms in the Clearing-House document (issue 28 §1): what may be taken, per
 * species and municipality, and the conditions. The record is public worldwide, so a line names its
 * site no finer than the municipality (as the subject matter does) and no collector is named.
 */
export type AbsPermitTerms = NonNullable<AbsPermitInput['terms']>;
type TermLine = AbsPermitTerms['lines'][number];

/** "20 tissue samples (bract), by hand": the quantity as the certificate prints it; "quantity not set" before staff set one. */
export function authorisedAmount(line: TermLine): string {
  const quantity = line.quantity === null || line.unit === null ? 'quantity not set' : quantityText(line.quantity, line.unit);
  const part = line.part ? ` (${line.part})` : '';
  const method = line.method ? `, by ${line.method}` : '';
  return `${quantity}${part}${method}`;
}

/** The authorised specimens as rich text: one item per line of the terms. */
export function authorisedSpecimensHtml(terms: AbsPermitTerms): string {
  const items = terms.lines.map((line) => {
    const common = line.commonName ? ` (${escapeHtml(line.commonName)})` : '';
    const site = `${line.cityMunicipality}, ${line.province}`;
    const period = line.periodStart && line.periodEnd ? `, ${line.periodStart} to ${line.periodEnd}` : '';
    return `<li><em>${escapeHtml(line.scientificName)}</em>${common}: ${escapeHtml(authorisedAmount(line))}, in ${escapeHtml(site)}${escapeHtml(period)}</li>`;
  });
  return `<p>Authorised specimens:</p><ul>${items.join('')}</ul>`;
}

/**
 * The permit's conditions, numbered as the certificate numbers them: the permit type's standard
 * conditions, then those written for this case (marked "special").
 */
export function conditionsHtml(terms: AbsPermitTerms): string {
  const items = [
    ...terms.standardConditions.map((text) => `<li>${escapeHtml(text)}</li>`),
    ...terms.specialConditions.map((text) => `<li>Special condition: ${escapeHtml(text)}</li>`),
  ];
  return items.length === 0 ? '' : `<p>Conditions of the permit:</p><ol>${items.join('')}</ol>`;
}
