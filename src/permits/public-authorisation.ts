import type { Kysely } from 'kysely';
import { type Static, Type } from 'typebox';
import type { DB } from '../db/schema.js';
import { readIssuedTermsOfPermit } from '../terms/terms.repository.js';
import { quantityText } from '../terms/terms.views.js';
import { countApplicationSpecies, listApplicationLocations } from './permit.repository.js';

/**
 * What a permit authorises in the public's terms (issue 28 §3), for the verification page and the
 * public lookup: how many species, the sites by province and municipality, and, from the terms it was
 * issued with, how many authorised lines and the total quantity per unit. Nothing personal: no
 * collector, no holder's address, no barangay nor coordinates (a rare species' exact site is what a
 * poacher looks for).
 */
export const PublicAuthorisation = Type.Object(
  {
    speciesCount: Type.Integer({
      minimum: 0,
      description: 'How many species the permit authorises (its terms’ species, else the application’s).',
    }),
    sites: Type.Array(
      Type.Object(
        {
          province: Type.String(),
          municipalities: Type.Array(Type.String(), { description: 'Cities or municipalities, in the order first named.' }),
        },
        { additionalProperties: false },
      ),
      { description: 'The collection sites by province, no finer than the city or municipality.' },
    ),
    authorisedLines: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'How many species × site lines the permit’s terms authorise; null for a permit issued before the terms existed.',
    }),
    totals: Type.Array(
      Type.Object(
        {
          unit: Type.String({ description: 'The unit of the terms (`specimens`, `tissue_samples`, `grams`…).' }),
          quantity: Type.Number({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
      { description: 'The total authorised quantity per unit over every line whose quantity is set; empty without terms.' },
    ),
  },
  { additionalProperties: false, description: 'What the permit authorises, in the public’s terms: counts and places, no names.' },
);
export type PublicAuthorisation = Static<typeof PublicAuthorisation>;

type Site = { readonly province: string; readonly city_or_municipality: string };

function sitesByProvince(sites: readonly Site[]): PublicAuthorisation['sites'] {
  const provinces = new Map<string, string[]>();
  for (const site of sites) {
    const municipalities = provinces.get(site.province) ?? [];
    if (!municipalities.includes(site.city_or_municipality)) municipalities.push(site.city_or_municipality);
    provinces.set(site.province, municipalities);
  }
  return [...provinces].map(([province, municipalities]) => ({ province, municipalities }));
}

export async function publicAuthorisationOf(
  db: Kysely<DB>,
  permit: { readonly id: string; readonly application_id: string },
): Promise<PublicAuthorisation> {
  const terms = await readIssuedTermsOfPermit(db, permit.id);
  if (terms === undefined) {
    return {
      speciesCount: await countApplicationSpecies(db, permit.application_id),
      sites: sitesByProvince(await listApplicationLocations(db, permit.application_id)),
      authorisedLines: null,
      totals: [],
    };
  }
  const totals = new Map<string, number>();
  for (const line of terms.lines) {
    if (line.quantity === null || line.unit === null) continue;
    totals.set(line.unit, (totals.get(line.unit) ?? 0) + Number(line.quantity));
  }
  const species = new Set(terms.lines.map((line) => line.scientific_name ?? line.common_name ?? ''));
  return {
    speciesCount: species.size,
    sites: sitesByProvince(terms.lines),
    authorisedLines: terms.lines.length,
    totals: [...totals].map(([unit, quantity]) => ({ unit, quantity })),
  };
}

/** The page's rows: "Laguna: Los Baños, Calamba; Quezon: Lucban" and "45 tissue samples; 250 grams". */
export function publicAuthorisationRows(authorises: PublicAuthorisation): [string, string][] {
  const sites = authorises.sites.map((site) => `${site.province}: ${site.municipalities.join(', ')}`).join('; ');
  return [
    ...(sites === '' ? [] : ([['Collection sites', sites]] as [string, string][])),
    ...(authorises.authorisedLines === null
      ? []
      : ([['Authorised lines (species × site)', String(authorises.authorisedLines)]] as [string, string][])),
    ...(authorises.totals.length === 0
      ? []
      : ([['Total authorised', authorises.totals.map((total) => quantityText(total.quantity, total.unit)).join('; ')]] as [
          string,
          string,
        ][])),
  ];
}
