import { applicationIn } from '../permits/permit.fixtures';
import type { PermitTerms, StaffTerms } from './terms.queries';

/** The staff application of the fixtures, under evaluation: one location (Los Baños), two species. */
export const EVALUATED = applicationIn('under_evaluation', ['recommend']);
const LOCATION = EVALUATED.application.locations[0];
if (!LOCATION) throw new Error('the application fixture names a location');
const SITE = { barangay: 'Batong Malake', cityOrMunicipality: 'Los Baños', province: 'Laguna', region: 'IV-A' };

export const DRAFT: PermitTerms = {
  id: '01a21900-0000-7000-8000-000000000001',
  version: 1,
  status: 'draft',
  origin: 'submission',
  permitNo: null,
  decidedAt: null,
  decisionReason: null,
  updatedAt: '2026-12-01T02:00:00.000Z',
  lines: [
    {
      id: '01a21900-0000-7000-8000-0000000000a1',
      carriedFromId: null,
      scientificName: 'Platymantis luzonensis',
      commonName: 'Philippine forest frog',
      locationId: LOCATION.id,
      site: SITE,
      quantity: null,
      unit: null,
      part: 'whole',
      method: 'hand collection',
      periodStart: '2026-12-15',
      periodEnd: '2027-03-31',
    },
  ],
  collectors: [{ role: 'holder', name: 'Maria Clara Santos', affiliation: 'UPLB', identification: null }],
  standardConditions: ['The holder keeps every specimen tagged with the permit number.', 'Report the collection within 30 days.'],
  specialConditions: [],
};

export function staffTermsOf(terms: PermitTerms, mayChange = true, saved = true): StaffTerms {
  return { terms, mayChange, saved, proposal: null, versions: [] };
}
