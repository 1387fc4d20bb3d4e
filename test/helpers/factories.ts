import { randomBytes } from 'node:crypto';
import type { ApplicationSubmission, LocationSubmission } from '../../src/applications/submission.schema.js';

let counter = 0;

/** A unique agency application number, so no test depends on another's rows. */
export function uniqueNumber(prefix = 'APP'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}`;
}

export function aLocation(overrides: Partial<LocationSubmission> = {}): LocationSubmission {
  return {
    region: 'Region IV-A (CALABARZON)',
    province: 'Laguna',
    cityOrMunicipality: 'Los Baños',
    barangay: 'Batong Malake',
    collectionStart: '2026-12-01T00:00:00.000Z',
    collectionEnd: '2027-03-31T00:00:00.000Z',
    address: 'Mount Makiling Forest Reserve',
    latitude: 14.1486,
    longitude: 121.2158,
    species: [
      { commonName: 'Philippine forest frog', scientificName: 'Platymantis luzonensis', state: 'tissue sample', note: 'toe clips' },
      { scientificName: 'Rhacophorus pardalis' },
    ],
    ...overrides,
  };
}

export function aSubmission(agencyCode: string, overrides: Partial<ApplicationSubmission> = {}): ApplicationSubmission {
  return {
    absLinkCode: 'ABS-LINK-1',
    sourceAgencyCode: agencyCode,
    sourceAgencyApplicationNumber: uniqueNumber(agencyCode),
    ecosystem: 'terrestrial',
    applicationType: 'research',
    permitType: 'gratuitous permit',
    permiteeFirstName: 'Maria',
    permiteeMiddleName: 'Reyes',
    permiteeLastName: 'Santos',
    permiteeEmail: 'maria.santos@example.org',
    permiteePhone: '+63 917 555 0142',
    permiteeAddress: 'Quezon City',
    permiteeDateOfBirth: '1988-04-12T00:00:00Z',
    permiteeAffiliation: 'University of the Philippines',
    permiteeGender: 'female',
    permiteeOccupation: 'researcher',
    permiteeEmployer: 'University of the Philippines',
    permiteeEmployerAddress: 'Diliman',
    locations: [aLocation()],
    additionalNotes: 'Team of four',
    purpose: 'Phylogeography of Luzon forest frogs',
    ...overrides,
  };
}

/** `count` species whose names do not compress away (each epithet spelled from its own number): a permit too long for its QR code. */
export function manySpecies(count: number, seed = 0): { scientificName: string }[] {
  const letters = 'aeioubcdfghklmnprstvz';
  return Array.from({ length: count }, (_, i) => {
    let n = (i + 1) * 7919 + seed * 104729;
    let epithet = '';
    for (let k = 0; k < 9; k++) {
      epithet += letters[n % letters.length];
      n = Math.floor(n / letters.length) + k * 31;
    }
    return { scientificName: `Dendrobium ${epithet}ense` };
  });
}
