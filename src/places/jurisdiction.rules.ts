import { type Static, Type } from 'typebox';
import { type ReferralBody, ReferralBodySchema } from '../vocabulary/workflow.vocabulary.js';
import type { RequiredClearance } from '../workflow/case-facts.js';
import { normalisePlaceName } from './psgc.matching.js';
import { psgcTable } from './psgc.table.js';

/**
 * Jurisdiction (issue 21 §6): which bodies must clear a collection, from where it happens. Rules are
 * data (setting `places.jurisdiction_rules`), evaluated on the locations' PSGC codes, the
 * application's ecosystem and the zones (protected areas, ancestral domains) its points fall in.
 * A rule applies when one location meets every condition it states (a list: any of its values).
 */

export const ZONE_KINDS = ['protected_area', 'ancestral_domain'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];
export const ZoneKindSchema = Type.Union([Type.Literal('protected_area'), Type.Literal('ancestral_domain')], {
  description: '`protected_area` (its PAMB clears) or `ancestral_domain` (the NCIP, with the community’s FPIC).',
});

export const JurisdictionRule = Type.Object(
  {
    body: ReferralBodySchema,
    reason: Type.String({ minLength: 1, maxLength: 300, description: 'Why, as staff read it (the law).' }),
    placeCodes: Type.Optional(
      Type.Array(Type.String({ pattern: '^[0-9]{10}$' }), {
        minItems: 1,
        maxItems: 500,
        description: 'A location whose region, province, city or barangay code is one of these.',
      }),
    ),
    ecosystems: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
        minItems: 1,
        maxItems: 50,
        description: 'The application’s `ecosystem` contains one of these words (case- and accent-blind).',
      }),
    ),
    zoneKinds: Type.Optional(
      Type.Array(ZoneKindSchema, { minItems: 1, maxItems: 2, description: 'A location’s point lies in an uploaded zone of this kind.' }),
    ),
  },
  { additionalProperties: false },
);
export type JurisdictionRule = Static<typeof JurisdictionRule>;

export const JurisdictionRules = Type.Array(JurisdictionRule, { maxItems: 100 });

export const DEFAULT_JURISDICTION_RULES: JurisdictionRule[] = [
  {
    body: 'pcsd',
    reason: 'Collection in Palawan needs the PCSD’s SEP clearance (RA 7611).',
    // Palawan, and Puerto Princesa City (a highly urbanised city with a code of its own).
    placeCodes: ['1705300000', '1731500000'],
  },
  {
    body: 'bfar',
    reason: 'Marine and freshwater fisheries are the BFAR’s (RA 8550, as amended by RA 10654).',
    ecosystems: ['marine', 'freshwater', 'fisheries', 'aquatic'],
  },
  {
    body: 'pamb',
    reason: 'Collection inside a protected area needs its PAMB’s clearance (RA 7586, RA 11038).',
    zoneKinds: ['protected_area'],
  },
  {
    body: 'ncip',
    reason: 'Collection inside an ancestral domain needs the community’s FPIC through the NCIP (RA 8371).',
    zoneKinds: ['ancestral_domain'],
  },
];

/** What the rules look at of one location. */
export interface LocationFacts {
  readonly locationId: string;
  readonly codes: readonly string[];
  /** The zones its point lies in. */
  readonly zones: readonly { readonly id: string; readonly kind: ZoneKind; readonly name: string }[];
}

/** The clearances the rules require of an application, one per body, with what was recorded of each. */
export function requiredClearances(
  rules: readonly JurisdictionRule[],
  facts: { readonly ecosystem: string | null; readonly locations: readonly LocationFacts[] },
  recorded: ReadonlyMap<string, 'granted' | 'refused'>,
): RequiredClearance[] {
  const byBody = new Map<ReferralBody, RequiredClearance>();
  const ecosystemWords = ` ${normalisePlaceName(facts.ecosystem ?? '')} `;
  for (const rule of rules) {
    const because: string[] = [];
    const ecosystemMet = rule.ecosystems === undefined || rule.ecosystems.some((w) => ecosystemWords.includes(` ${normalisePlaceName(w)}`));
    if (!ecosystemMet) continue;
    const needsPlace = rule.placeCodes !== undefined || rule.zoneKinds !== undefined;
    for (const location of facts.locations) {
      const places = rule.placeCodes === undefined ? [] : location.codes.filter((c) => rule.placeCodes?.includes(c));
      const zones = rule.zoneKinds === undefined ? [] : location.zones.filter((z) => rule.zoneKinds?.includes(z.kind));
      if (rule.placeCodes !== undefined && places.length === 0) continue;
      if (rule.zoneKinds !== undefined && zones.length === 0) continue;
      because.push(...places.map((c) => `${psgcTable().byCode.get(c)?.name ?? c} (${c})`), ...zones.map((z) => z.name));
    }
    if (needsPlace && because.length === 0) continue;
    if (rule.ecosystems !== undefined) because.push(`ecosystem: ${facts.ecosystem}`);
    const earlier = byBody.get(rule.body);
    byBody.set(rule.body, {
      body: rule.body,
      reason: earlier === undefined ? rule.reason : earlier.reason,
      because: [...new Set([...(earlier?.because ?? []), ...because])],
      outcome: recorded.get(rule.body) ?? null,
    });
  }
  return [...byBody.values()];
}
