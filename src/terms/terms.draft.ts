import type { ApplicationState } from '../applications/application.rendering.js';
import { permitteeName } from '../applications/application.rendering.js';
import { manilaDate } from '../clock/manila-time.js';
import type { PermitTermCollectorTable, PermitTermLineTable, PermitTermsTable } from '../db/schema.js';
import type { FieldError } from '../http/errors.js';
import { nameBasedId, newId } from '../shared/ids.js';
import type { TermsOrigin, TermsStatus } from '../vocabulary/terms.vocabulary.js';
import type { SubmissionSites, TermsRecord, TermsRows } from './terms.repository.js';
import type { AuthorisedCollectorInput, AuthorisedLineInput } from './terms.schemas.js';

/**
 * How a version of the terms is made: from the submission (its species × locations, no quantities),
 * from the agency's proposal, or from the previous version; and how what staff or the agency send is
 * checked against the application's sites and species. Pure: the actions read and write.
 */

/** The name a species goes by in the terms: the scientific name, else the common or genetic one. */
export function speciesNameOf(resource: { scientific_name: string | null; common_name: string | null; genetic_name: string | null }) {
  return resource.scientific_name ?? resource.common_name ?? resource.genetic_name ?? 'Unnamed species';
}

/** `Rafflesia speciosa at Sibalom, Antique`: how a refusal or a flag names a line. */
export function describeLine(line: {
  scientific_name: string | null;
  common_name: string | null;
  city_or_municipality: string;
  province: string;
}) {
  return `${line.scientific_name ?? line.common_name ?? 'a species'} at ${line.city_or_municipality}, ${line.province}`;
}

interface VersionHeader {
  readonly applicationId: string;
  readonly version: number;
  readonly status: TermsStatus;
  readonly origin: TermsOrigin;
  readonly standardConditions: readonly string[];
  readonly specialConditions: readonly string[];
  readonly actorId: string;
  readonly now: string;
}

/**
 * A version made before it is stored gets ids derived from the application and version (and each row's
 * position): staff read it, and the change they send back names the same lines.
 */
const derivedId = (header: VersionHeader, row = '') => nameBasedId(`terms:${header.applicationId}:${header.version}${row}`);

function termsRow(header: VersionHeader): PermitTermsTable {
  return {
    id: derivedId(header),
    application_id: header.applicationId,
    version: header.version,
    status: header.status,
    origin: header.origin,
    permit_id: null,
    standard_conditions: JSON.stringify(header.standardConditions),
    special_conditions: JSON.stringify(header.specialConditions),
    created_by: header.actorId,
    created_at: header.now,
    updated_by: header.actorId,
    updated_at: header.now,
    decided_by: null,
    decided_at: null,
    decision_reason: null,
  };
}

/** The holder as the submission names them: the first collector of a draft made from it. */
export function holderOf(application: ApplicationState): Omit<PermitTermCollectorTable, 'id' | 'terms_id' | 'position'> {
  return {
    role: 'holder',
    name: permitteeName(application.permittee_first_name, application.permittee_middle_name, application.permittee_last_name),
    affiliation: application.permittee_affiliation,
    identification: null,
  };
}

/** Version 1 from the submission: a line per species and location, quantities empty; the holder as the only collector. */
export function draftFromSubmission(application: ApplicationState, sites: SubmissionSites, header: VersionHeader): TermsRows {
  const terms = termsRow(header);
  const order = new Map(sites.locations.map((l) => [l.id, l.position]));
  const species = [...sites.species].sort(
    (a, b) => (order.get(a.location_id) ?? 0) - (order.get(b.location_id) ?? 0) || a.position - b.position,
  );
  const lines = species.map(
    (s, position): PermitTermLineTable => ({
      id: derivedId(header, `:line:${position}`),
      terms_id: terms.id,
      position,
      location_id: s.location_id,
      scientific_name: speciesNameOf(s),
      common_name: s.common_name,
      quantity: null,
      unit: null,
      part: s.state,
      method: null,
      period_start: null,
      period_end: null,
      carried_from_id: null,
    }),
  );
  return {
    terms,
    lines,
    collectors: [{ id: derivedId(header, ':collector:0'), terms_id: terms.id, position: 0, ...holderOf(application) }],
  };
}

/** A new version copying another (the agency's proposal, or the version an amendment changes): new ids, lines carried. */
export function copyOf(source: TermsRecord, header: VersionHeader): TermsRows {
  const terms = termsRow(header);
  const carry = header.origin === 'previous_version';
  return {
    terms,
    lines: source.lines.map((l, position) => ({
      id: derivedId(header, `:line:${position}`),
      terms_id: terms.id,
      position,
      location_id: l.location_id,
      scientific_name: l.scientific_name,
      common_name: l.common_name,
      quantity: l.quantity === null ? null : Number(l.quantity),
      unit: l.unit,
      part: l.part,
      method: l.method,
      period_start: l.period_start,
      period_end: l.period_end,
      carried_from_id: carry ? l.id : l.carried_from_id,
    })),
    collectors: source.collectors.map((c, position) => ({
      ...c,
      id: derivedId(header, `:collector:${position}`),
      terms_id: terms.id,
      position,
    })),
  };
}

/** What a staff draft or an agency proposal sends: lines and collectors. */
export interface TermsContentInput {
  readonly lines: readonly (Omit<AuthorisedLineInput, 'quantity' | 'unit'> & { quantity: number | null; unit: string | null })[];
  readonly collectors: readonly AuthorisedCollectorInput[];
}

/**
 * The rows of a version made from what was sent, over the version it replaces (`keep`: the stored draft,
 * or the version being started): a line that names one of its lines keeps its id and what it carries.
 */
export function rowsFromInput(terms: PermitTermsTable, input: TermsContentInput, keep: TermsRecord | undefined): TermsRows {
  // A line is named by its id, or (a new version not yet stored) by the id of the line in force it carries.
  const previous = new Map(
    keep?.lines.flatMap((l) => [[l.id, l] as const, ...(l.carried_from_id === null ? [] : [[l.carried_from_id, l] as const])]) ?? [],
  );
  const lines = input.lines.map((line, position): PermitTermLineTable => {
    const kept = line.id === undefined ? undefined : previous.get(line.id.toLowerCase());
    return {
      id: kept?.id ?? newId(),
      terms_id: terms.id,
      position,
      location_id: line.locationId.toLowerCase(),
      scientific_name: line.scientificName.trim(),
      common_name: kept !== undefined && kept.scientific_name === line.scientificName.trim() ? kept.common_name : null,
      quantity: line.quantity,
      unit: line.unit,
      part: line.part ?? null,
      method: line.method ?? null,
      period_start: line.periodStart ?? null,
      period_end: line.periodEnd ?? null,
      carried_from_id: kept?.carried_from_id ?? null,
    };
  });
  const collectors = input.collectors.map(
    (c, position): PermitTermCollectorTable => ({
      id: newId(),
      terms_id: terms.id,
      position,
      role: c.role,
      name: c.name.trim(),
      affiliation: c.affiliation ?? null,
      identification: c.identification ?? null,
    }),
  );
  return { terms, lines, collectors };
}

/**
 * What does not fit the application: a line at a location it does not have, of a species not applied
 * for there, or with a period outside the site's; more than one holder. Pointers into the body.
 */
export function contentProblems(input: TermsContentInput, sites: SubmissionSites): FieldError[] {
  const problems: FieldError[] = [];
  const locations = new Map(sites.locations.map((l) => [l.id, l]));
  input.lines.forEach((line, i) => {
    const location = locations.get(line.locationId.toLowerCase());
    if (location === undefined) {
      problems.push({ pointer: `/lines/${i}/locationId`, detail: `is not a location of the application: ${line.locationId}` });
      return;
    }
    const place = `${location.city_or_municipality}, ${location.province}`;
    const named = sites.species.filter((s) => s.location_id === location.id);
    const wanted = line.scientificName.trim().toLowerCase();
    if (!named.some((s) => [s.scientific_name, s.common_name, s.genetic_name].some((n) => n?.trim().toLowerCase() === wanted))) {
      problems.push({
        pointer: `/lines/${i}/scientificName`,
        detail: `is not a species the application names at ${place}: ${line.scientificName}`,
      });
    }
    const siteStart = manilaDate(location.collection_start);
    const siteEnd = manilaDate(location.collection_end);
    const start = line.periodStart ?? siteStart;
    const end = line.periodEnd ?? siteEnd;
    if (start < siteStart || start > siteEnd) {
      problems.push({
        pointer: `/lines/${i}/periodStart`,
        detail: `is outside the site's period at ${place} (${siteStart} to ${siteEnd})`,
      });
    }
    if (end < siteStart || end > siteEnd) {
      problems.push({ pointer: `/lines/${i}/periodEnd`, detail: `is outside the site's period at ${place} (${siteStart} to ${siteEnd})` });
    } else if (end < start) {
      problems.push({ pointer: `/lines/${i}/periodEnd`, detail: `is before periodStart (${start})` });
    }
    if ((line.quantity === null) !== (line.unit === null)) {
      const field = line.quantity === null ? 'quantity' : 'unit';
      problems.push({ pointer: `/lines/${i}/${field}`, detail: `is required with the ${field === 'quantity' ? 'unit' : 'quantity'}` });
    }
  });
  input.collectors.forEach((c, i) => {
    if (c.role === 'holder' && input.collectors.findIndex((other) => other.role === 'holder') !== i) {
      problems.push({ pointer: `/collectors/${i}/role`, detail: 'names a second holder: a permit has one holder' });
    }
  });
  return problems;
}

/** The lines whose quantity is still empty: the recommendation and the approval need every one set. */
export function missingQuantities(record: TermsRecord): FieldError[] {
  return record.lines.flatMap((line, i) =>
    line.quantity === null || line.unit === null
      ? [{ pointer: `/lines/${i}/quantity`, detail: `is not set for ${describeLine(line)}` }]
      : [],
  );
}
