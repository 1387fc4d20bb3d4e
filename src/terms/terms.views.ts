import { manilaDate } from '../clock/manila-time.js';
import type { QuantityUnit, TermsOrigin, TermsStatus } from '../vocabulary/terms.vocabulary.js';
import type { TermsRecord } from './terms.repository.js';
import type { AuthorisedLine, PermitTerms } from './terms.schemas.js';

/** A version of the terms as staff and the agency read it; a line's period is its own, else its site's. */
export function termsView(record: TermsRecord, permitNo: string | null): PermitTerms {
  const { terms } = record;
  return {
    id: terms.id,
    version: terms.version,
    status: terms.status as TermsStatus,
    origin: terms.origin as TermsOrigin,
    permitNo,
    lines: record.lines.map(
      (line): AuthorisedLine => ({
        id: line.id,
        locationId: line.location_id,
        site: { region: line.region, province: line.province, cityOrMunicipality: line.city_or_municipality, barangay: line.barangay },
        scientificName: line.scientific_name,
        commonName: line.common_name,
        quantity: line.quantity === null ? null : Number(line.quantity),
        unit: line.unit as QuantityUnit | null,
        part: line.part,
        method: line.method,
        periodStart: line.period_start ?? manilaDate(line.collection_start),
        periodEnd: line.period_end ?? manilaDate(line.collection_end),
        carriedFromId: line.carried_from_id,
      }),
    ),
    collectors: record.collectors.map((c) => ({
      role: c.role as 'holder' | 'assistant',
      name: c.name,
      affiliation: c.affiliation,
      identification: c.identification,
    })),
    standardConditions: JSON.parse(terms.standard_conditions) as string[],
    specialConditions: JSON.parse(terms.special_conditions) as string[],
    decidedAt: terms.decided_at,
    decisionReason: terms.decision_reason,
    updatedAt: terms.updated_at,
  };
}

/** `12 tissue samples`, `250 grams`; `not set` before staff set it. */
export function quantityText(quantity: number | null, unit: string | null): string {
  if (quantity === null || unit === null) return 'not set';
  return `${Number(quantity)} ${unit.replaceAll('_', ' ')}`;
}
