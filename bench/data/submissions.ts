import type { ApplicationSubmission, LocationSubmission, SpeciesSubmission } from '../../src/applications/submission.schema.js';

/** How many locations a benchmark submission has, and species at each. */
export interface SubmissionShape {
  readonly locations: number;
  readonly speciesPerLocation: number;
}

/** What the submit benchmark sends: 3 locations × 5 species, about 2.6 KB of JSON. */
export const SUBMIT_SHAPE: SubmissionShape = { locations: 3, speciesPerLocation: 5 };
/** What each seeded application holds: one location with two species, to keep a million of them quick to seed. */
export const SEED_SHAPE: SubmissionShape = { locations: 1, speciesPerLocation: 2 };

const SITES = [
  { region: 'Region IV-A (CALABARZON)', province: 'Laguna', city: 'Los Baños', barangay: 'Batong Malake', lat: 14.1486, lon: 121.2158 },
  {
    region: 'Cordillera Administrative Region (CAR)',
    province: 'Benguet',
    city: 'Kabayan',
    barangay: 'Poblacion',
    lat: 16.5894,
    lon: 120.8894,
  },
  { region: 'Region XI (Davao Region)', province: 'Davao del Sur', city: 'Sta. Cruz', barangay: 'Sibulan', lat: 6.9917, lon: 125.2889 },
  { region: 'Region IV-B (MIMAROPA)', province: 'Palawan', city: 'Puerto Princesa', barangay: 'Cabayugan', lat: 10.1931, lon: 118.9267 },
  { region: 'Region VII (Central Visayas)', province: 'Bohol', city: 'Bilar', barangay: 'Riverside', lat: 9.7167, lon: 124.1167 },
] as const;

const SPECIES = [
  { commonName: 'Philippine forest frog', scientificName: 'Platymantis luzonensis', state: 'tissue sample' },
  { commonName: 'Luzon bleeding-heart', scientificName: 'Gallicolumba luzonica', state: 'feather sample' },
  { commonName: 'Jade vine', scientificName: 'Strongylodon macrobotrys', state: 'leaf cutting' },
  { commonName: 'Philippine pitcher plant', scientificName: 'Nepenthes ventricosa', state: 'live specimen' },
  { commonName: 'Giant clam', scientificName: 'Tridacna gigas', state: 'mantle tissue' },
  { commonName: 'Philippine tarsier', scientificName: 'Carlito syrichta', state: 'hair sample' },
  { commonName: 'Waling-waling', scientificName: 'Vanda sanderiana', state: 'seed pod' },
] as const;

const PERMITTEES = [
  { first: 'Maria', middle: 'Reyes', last: 'Santos', affiliation: 'University of the Philippines Diliman' },
  { first: 'Jose', middle: 'Bautista', last: 'Cruz', affiliation: 'Visayas State University' },
  { first: 'Ana', middle: null, last: 'Dela Rosa', affiliation: 'Mindanao State University' },
  { first: 'Ramon', middle: 'Lopez', last: 'Garcia', affiliation: 'National Museum of the Philippines' },
] as const;

const TYPES = ['research', 'bioprospecting'] as const;

function species(index: number, position: number): SpeciesSubmission {
  const s = SPECIES[(index + position) % SPECIES.length] ?? SPECIES[0];
  return {
    commonName: s.commonName,
    scientificName: s.scientificName,
    geneticName: null,
    state: s.state,
    note: `Specimen ${position + 1}`,
  };
}

function location(index: number, position: number, shape: SubmissionShape): LocationSubmission {
  const site = SITES[(index + position) % SITES.length] ?? SITES[0];
  const start = Date.UTC(2026, index % 12, 1 + (position % 28));
  return {
    region: site.region,
    province: site.province,
    cityOrMunicipality: site.city,
    barangay: site.barangay,
    collectionStart: new Date(start).toISOString(),
    collectionEnd: new Date(start + 90 * 86_400_000).toISOString(),
    address: `Transect ${position + 1}, ${site.city}`,
    latitude: site.lat,
    longitude: site.lon,
    species: Array.from({ length: shape.speciesPerLocation }, (_, s) => species(index, position * shape.speciesPerLocation + s)),
  };
}

/**
 * Submission `index` of a benchmark: realistic, varied by index, and the same for the same arguments.
 * Each index has its own permittee email, so seeded applications each get their own applicant.
 */
export function aSubmission(index: number, agencyCode: string, applicationNumber: string, shape: SubmissionShape): ApplicationSubmission {
  const permittee = PERMITTEES[index % PERMITTEES.length] ?? PERMITTEES[0];
  return {
    absLinkCode: `ABS-LINK-${index}`,
    sourceAgencyCode: agencyCode,
    sourceAgencyApplicationNumber: applicationNumber,
    ecosystem: index % 3 === 0 ? 'marine' : 'terrestrial',
    applicationType: TYPES[index % TYPES.length] ?? TYPES[0],
    permitType: 'gratuitous permit',
    permiteeFirstName: permittee.first,
    permiteeLastName: permittee.last,
    permiteeMiddleName: permittee.middle,
    // Numbered from 1 like the seeded registration and agency numbers: numbered from 0, the email of
    // ABS-2024-151205 held `151204`, and a search for ABS-2024-151204 found two applications.
    permiteeEmail: `permittee-${index + 1}@example.org`,
    permiteePhone: '+63 917 555 0142',
    permiteeAddress: 'Quezon City, Metro Manila',
    permiteeDateOfBirth: '1988-04-12T00:00:00Z',
    permiteeAffiliation: permittee.affiliation,
    permiteeGender: null,
    permiteeOccupation: 'researcher',
    permiteeEmployer: permittee.affiliation,
    permiteeEmployerAddress: null,
    locations: Array.from({ length: shape.locations }, (_, l) => location(index, l, shape)),
    additionalNotes: 'Field team of four; specimens deposited at the National Museum.',
    purpose: 'Survey of endemic species for a biodiversity assessment',
  };
}
