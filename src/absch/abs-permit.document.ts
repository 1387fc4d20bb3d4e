import { manilaIsoDate } from '../clock/manila-time.js';
import { escapeHtml } from '../shared/html.js';
import type { AbschParties, AbschSettings, AbschUsage, AbsPermitInput } from './abs-permit.input.js';
import { authorisedAmount, authorisedSpecimensHtml, conditionsHtml } from './abs-permit.terms.js';
import { AMENDMENT_INTENT, ECOSYSTEM_KEYWORDS, KEYWORD_TERMS, OTHER_TERM, USAGE_TERMS } from './abs-permit.thesaurus.js';

/**
 * The permit as the ABS Clearing-House's `absPermit` document (the IRCC), in the shape its v2023
 * API takes (`POST|PUT /api/v2023/documents/schemas/absPermit`). `abs-permit.schema.json` describes
 * the same shape for validation; `abs-permit.check.ts` reports problems with the Clearing-House's
 * own error codes.
 */
export interface Term {
  readonly identifier: string;
}
export type Reference = Term;
export type LString = Readonly<Record<string, string>>;
export interface Link {
  readonly url: string;
  readonly name?: string;
  readonly language?: string;
}

export interface AbsPermitDocument {
  readonly header: { readonly identifier: string; readonly schema: 'absPermit'; readonly languages: readonly string[] };
  readonly government?: Term;
  readonly absCNA?: Reference;
  readonly title?: LString;
  readonly referenceToNationalPermit?: LString;
  readonly dateOfIssuance?: string;
  readonly dateOfExpiry?: string;
  readonly providers?: readonly Reference[];
  readonly providersConfidential?: boolean;
  readonly entitiesToWhomPICGranted?: readonly Reference[];
  readonly entitiesToWhomPICGrantedConfidential?: boolean;
  readonly subjectMatter?: LString;
  readonly subjectMatterConfidential?: boolean;
  readonly keywords?: readonly Term[];
  readonly keywordOther?: LString;
  readonly specimens?: readonly Link[];
  /** The certificate, attached to the record (`POST /api/v2013/documents/{uid}/attachments/{filename}`). */
  readonly permitFiles?: readonly Link[];
  readonly taxonomies?: readonly Link[];
  readonly gisMapCenter?: { readonly lat: number; readonly lng: number; readonly zoom: number };
  readonly amendmentIntent?: 0 | 1;
  readonly amendmentDescription?: LString;
  readonly picGranted?: boolean;
  readonly matEstablished?: boolean;
  readonly usages?: readonly Term[];
  readonly usagesConfidential?: boolean;
  readonly usagesDescription?: LString;
}

const DEFAULT_USAGES: Readonly<Record<string, AbschUsage>> = { research: 'noncommercial', bioprospecting: 'commercial' };
const DEFAULT_TAXONOMY_URL = 'https://www.gbif.org/species/search?q={name}';
/** Every gratuitous permit under RA 9147 is for wildlife: wild species. */
const DEFAULT_KEYWORDS = [KEYWORD_TERMS.wildSpecies];

const en = (text: string): LString => ({ en: text });

/** Providers and recipients: references, or the confidential flag, or neither when unset (the check says so). */
function parties(field: 'providers' | 'entitiesToWhomPICGranted', value: AbschParties | null | undefined): Partial<AbsPermitDocument> {
  if (value === null || value === undefined) return {};
  if ('confidential' in value) return { [`${field}Confidential`]: true };
  return { [field]: value.references.map((identifier) => ({ identifier })) };
}

/**
 * What was granted, in the Clearing-House's rich text: the species and their state, and the
 * places down to the city or municipality. Barangays and coordinates stay out: the record is public
 * worldwide, and the exact site of a rare species is what a poacher looks for.
 */
function subjectMatterHtml(input: AbsPermitInput): string {
  const species = input.species
    .map((s) => {
      const common = s.commonName ? ` (${escapeHtml(s.commonName)})` : '';
      const state = s.state ? `: ${escapeHtml(s.state)}` : '';
      return `<li><em>${escapeHtml(s.scientificName)}</em>${common}${state}</li>`;
    })
    .join('');
  const places = [...new Set(input.locations.map((l) => `${l.cityMunicipality}, ${l.province} (${l.region})`))];
  const { permitType, permitNo } = input.permit;
  return [
    `<p>Specimens of the following species, collected under ${escapeHtml(permitType)} ${escapeHtml(permitNo)}:</p>`,
    `<ul>${species}</ul>`,
    `<p>Collected in: ${places.map(escapeHtml).join('; ')}.</p>`,
    input.terms && input.terms.lines.length > 0 ? authorisedSpecimensHtml(input.terms) : '',
  ].join('');
}

function keywords(input: AbsPermitInput, settings: AbschSettings): Pick<AbsPermitDocument, 'keywords' | 'keywordOther'> {
  const terms = new Set(settings.keywords ?? DEFAULT_KEYWORDS);
  const ecosystem = input.application.ecosystem?.trim();
  let other: string | undefined;
  if (ecosystem) {
    const term = ECOSYSTEM_KEYWORDS[ecosystem.toLowerCase()];
    if (term === undefined) {
      terms.add(OTHER_TERM);
      other = `${ecosystem} ecosystem`;
    } else terms.add(term);
  }
  if (terms.size === 0) return {};
  return { keywords: [...terms].map((identifier) => ({ identifier })), ...(other === undefined ? {} : { keywordOther: en(other) }) };
}

/** One link per species (name and state) and per distinct scientific name, to where its taxonomy is read. */
function taxonomyLinks(input: AbsPermitInput, settings: AbschSettings): Pick<AbsPermitDocument, 'specimens' | 'taxonomies'> {
  if (input.species.length === 0) return {};
  const template = settings.taxonomyUrlTemplate ?? DEFAULT_TAXONOMY_URL;
  const url = (name: string) => template.replace('{name}', encodeURIComponent(name));
  // With terms, a specimen link per authorised line, named with its quantity; else one per species.
  const specimens =
    input.terms && input.terms.lines.length > 0
      ? input.terms.lines.map((line) => ({
          url: url(line.scientificName),
          name: `${line.scientificName} — ${authorisedAmount(line)}, ${line.cityMunicipality}, ${line.province}`,
          language: 'en',
        }))
      : input.species.map((s) => ({
          url: url(s.scientificName),
          name: [s.scientificName, s.commonName ? `(${s.commonName})` : '', s.state ? `— ${s.state}` : ''].filter(Boolean).join(' '),
          language: 'en',
        }));
  const names = [...new Set(input.species.map((s) => s.scientificName))];
  return { specimens, taxonomies: names.map((name) => ({ url: url(name), name, language: 'en' })) };
}

/**
 * The middle of the collection sites and a zoom that shows them all, to one decimal of a degree
 * (about 11 km): enough to place the permit on the Clearing-House's map, too coarse to find a site.
 */
function mapCenter(input: AbsPermitInput): AbsPermitDocument['gisMapCenter'] {
  const points = input.locations.flatMap((l) => (l.latitude === null || l.longitude === null ? [] : [[l.latitude, l.longitude] as const]));
  if (points.length === 0) return undefined;
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  const span = Math.max(Math.max(...lats) - Math.min(...lats), Math.max(...lngs) - Math.min(...lngs));
  const zoom = span === 0 ? 10 : Math.min(10, Math.max(3, Math.floor(Math.log2(360 / span))));
  const round = (value: number) => Math.round(value * 10) / 10;
  return { lat: round((Math.max(...lats) + Math.min(...lats)) / 2), lng: round((Math.max(...lngs) + Math.min(...lngs)) / 2), zoom };
}

function usages(input: AbsPermitInput, settings: AbschSettings): Partial<AbsPermitDocument> {
  if (input.confidential?.usages) return { usagesConfidential: true };
  const table = { ...DEFAULT_USAGES, ...settings.usageByApplicationType };
  const usage = table[input.application.applicationType.trim().toLowerCase()];
  return {
    ...(usage === undefined ? {} : { usages: [{ identifier: USAGE_TERMS[usage] }] }),
    // The conditions say how the material may be used: they go with the usage (the Clearing-House has
    // no field for a permit's conditions in general; its thirdPartyTransferCondition is one kind of them).
    usagesDescription: en(`<p>${escapeHtml(input.application.purpose)}</p>${input.terms ? conditionsHtml(input.terms) : ''}`),
  };
}

export function buildAbsPermitDocument(input: AbsPermitInput, settings: AbschSettings): AbsPermitDocument {
  const { permit, application, amendment } = input;
  const reference = permit.registrationNo ? `${permit.permitType} ${permit.permitNo} (application ${permit.registrationNo})` : undefined;
  const center = mapCenter(input);
  return {
    header: { identifier: input.documentIdentifier, schema: 'absPermit', languages: ['en'] },
    government: { identifier: settings.government },
    ...(settings.cnaIdentifier ? { absCNA: { identifier: settings.cnaIdentifier } } : {}),
    title: en(permit.permitNo),
    ...(reference === undefined ? {} : { referenceToNationalPermit: en(reference) }),
    dateOfIssuance: manilaIsoDate(permit.dateIssued, 'permit.dateIssued'),
    dateOfExpiry: manilaIsoDate(permit.dateExpired, 'permit.dateExpired'),
    ...parties('providers', settings.providers),
    ...parties('entitiesToWhomPICGranted', input.picRecipients ?? settings.picRecipients),
    // The permit is the prior informed consent the authority granted.
    picGranted: true,
    matEstablished: application.matEstablished,
    ...(input.confidential?.subjectMatter ? { subjectMatterConfidential: true } : { subjectMatter: en(subjectMatterHtml(input)) }),
    ...keywords(input, settings),
    ...(input.confidential?.subjectMatter ? {} : taxonomyLinks(input, settings)),
    ...(center === undefined || input.confidential?.subjectMatter ? {} : { gisMapCenter: center }),
    ...usages(input, settings),
    ...(amendment ? { amendmentIntent: AMENDMENT_INTENT[amendment.intent] } : {}),
    // A blank reason is left out, so the check reports it as the Clearing-House would (Error.Mandatory).
    ...(amendment?.description.trim() ? { amendmentDescription: en(`<p>${escapeHtml(amendment.description.trim())}</p>`) } : {}),
  };
}
