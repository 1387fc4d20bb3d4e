import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUBMITTED_APPLICATION } from '../testing/fixtures';
import { DOCUMENTS } from '../testing/fixtures/staff-documents';
import { renderApp } from '../testing/render';
import { json, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { StaffApplication } from './application.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './ApplicationPage';

const EVALUATOR: StaffAccount = { email: 'ramon.villanueva@bmb.gov.ph', password: 'x', name: 'Ramon Villanueva', roles: ['evaluator'] };
const APP = SUBMITTED_APPLICATION;
const PATH = `/api/v1/staff/applications/${APP.id}`;
const LOS_BANOS = APP.application.locations[0] as StaffApplication['application']['locations'][number];
const LOS_BANOS_POINT = APP.confidential.locations[0] as StaffApplication['confidential']['locations'][number];
const LOS_BANOS_PLACE = APP.places[0] as StaffApplication['places'][number];

/** The recorded application with two more locations: one nowhere ("Atlantis"), one a city outside the province named. */
const WITH_WARNINGS: StaffApplication = {
  ...APP,
  status: 'under_evaluation',
  allowedActions: [],
  application: {
    ...APP.application,
    locations: [
      LOS_BANOS,
      {
        ...LOS_BANOS,
        id: '01a217b4-0fe9-7649-8cff-dba8c6784947',
        region: 'Atlantis',
        province: 'Atlantis',
        cityMunicipality: 'Atlantis',
        barangay: null,
      },
      {
        ...LOS_BANOS,
        id: '01a217b4-0fe9-7649-8cff-dba8c6784948',
        region: 'Region IV-A',
        province: 'Laguna',
        cityMunicipality: 'Makati City',
        barangay: null,
      },
    ],
  },
  confidential: {
    ...APP.confidential,
    locations: [
      LOS_BANOS_POINT,
      { ...LOS_BANOS_POINT, id: '01a217b4-0fe9-7649-8cff-dba8c6784947', latitude: null, longitude: null, address: null },
      { ...LOS_BANOS_POINT, id: '01a217b4-0fe9-7649-8cff-dba8c6784948', latitude: null, longitude: null, address: null },
    ],
  },
  // As the service codes them (test/places/places.test.ts).
  places: [
    LOS_BANOS_PLACE,
    {
      locationId: '01a217b4-0fe9-7649-8cff-dba8c6784947',
      position: 1,
      regionCode: null,
      provinceCode: null,
      cityCode: null,
      barangayCode: null,
      regionName: null,
      provinceName: null,
      cityName: null,
      barangayName: null,
      warnings: [
        { code: 'region_unmatched', field: 'region', message: 'No PSGC region is named "Atlantis".' },
        { code: 'city_unmatched', field: 'cityOrMunicipality', message: 'No PSGC city or municipality is named "Atlantis".' },
        { code: 'province_unmatched', field: 'province', message: 'No PSGC province is named "Atlantis".' },
      ],
      psgcRelease: '2025-Q4',
    },
    {
      locationId: '01a217b4-0fe9-7649-8cff-dba8c6784948',
      position: 2,
      regionCode: '0400000000',
      provinceCode: '0403400000',
      cityCode: '1380300000',
      barangayCode: null,
      regionName: 'Region IV-A',
      provinceName: 'Laguna',
      cityName: 'Makati City',
      barangayName: null,
      warnings: [
        {
          code: 'city_outside_province',
          field: 'cityOrMunicipality',
          message: 'Makati City is not in Laguna (it is in National Capital Region).',
        },
      ],
      psgcRelease: '2025-Q4',
    },
  ],
  clearances: [
    {
      body: 'pcsd',
      reason: 'Collection in Palawan needs the PCSD’s SEP clearance (RA 7611).',
      because: ['Palawan (1705300000)'],
      outcome: null,
    },
    {
      body: 'bfar',
      reason: 'Marine and freshwater fisheries are the BFAR’s (RA 8550, as amended by RA 10654).',
      because: ['ecosystem: marine'],
      outcome: 'granted',
    },
  ],
};

let service: SessionApiStandIn;
let answer: StaffApplication;
beforeEach(() => {
  answer = WITH_WARNINGS;
  service = new SessionApiStandIn([EVALUATOR]);
  service.signIn(EVALUATOR.email);
  service.routes.set(
    `GET ${PATH}`,
    () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json', etag: `"${APP.version}"` } }),
  );
});

describe('the places and clearances of an application', () => {
  it("shows each location's PSGC names and codes beside the names submitted", async () => {
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const locations = await screen.findByRole('region', { name: 'Collection locations' });
    const first = within(locations).getByRole('group', { name: 'Location 1' });
    const codes = within(first).getByRole('table', { name: 'PSGC codes of Location 1' });
    expect(within(codes).getByRole('row', { name: /City or municipality/ })).toHaveTextContent(/Los Baños\s*Los Baños\s*0403411000/);
    expect(within(codes).getByRole('row', { name: /Barangay/ })).toHaveTextContent('0403411004');
    expect(within(codes).getByRole('row', { name: /Province/ })).toHaveTextContent('0403400000');
    expect(within(first).queryByRole('list', { name: /Place warnings/ })).toBeNull();
    expect(first).toHaveTextContent('Every name matched the PSGC 2025-Q4 release.');
  });

  it('warns, visibly, of a location that matched nothing and of a city outside the province named', async () => {
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const locations = await screen.findByRole('region', { name: 'Collection locations' });

    const atlantis = within(locations).getByRole('group', { name: 'Location 2' });
    expect(within(atlantis).getByText('3 place warnings')).toBeVisible();
    const warnings = within(atlantis).getByRole('list', { name: 'Place warnings of Location 2' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'No PSGC region is named "Atlantis".',
      'No PSGC city or municipality is named "Atlantis".',
      'No PSGC province is named "Atlantis".',
    ]);
    const city = within(atlantis).getByRole('row', { name: /City or municipality/ });
    expect(city).toHaveTextContent('No match');
    expect(city).toHaveTextContent('(see the place warnings)');

    const makati = within(locations).getByRole('group', { name: 'Location 3' });
    expect(within(makati).getByText('Place warning')).toBeVisible();
    expect(within(makati).getByRole('list', { name: 'Place warnings of Location 3' })).toHaveTextContent(
      'Makati City is not in Laguna (it is in National Capital Region).',
    );
    expect(within(makati).getByRole('row', { name: /City or municipality/ })).toHaveTextContent('1380300000');
  });

  it('says a location is not coded yet when the service holds no codes for it', async () => {
    answer = { ...APP, places: [] };
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const locations = await screen.findByRole('region', { name: 'Collection locations' });
    expect(within(locations).getByRole('group', { name: 'Location 1' })).toHaveTextContent('Not coded to the PSGC yet');
  });

  it('shows the clearances the jurisdiction rules require, each recorded or not', async () => {
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const section = await screen.findByRole('region', { name: 'Required clearances' });
    expect(section).toHaveTextContent('1 of 2 not recorded: the recommendation waits until each is');
    const pcsd = within(section).getByRole('row', { name: /PCSD/ });
    expect(pcsd).toHaveTextContent('Palawan Council for Sustainable Development');
    expect(pcsd).toHaveTextContent('Palawan (1705300000)');
    expect(within(pcsd).getByText('Not recorded')).toBeVisible();
    const bfar = within(section).getByRole('row', { name: /BFAR/ });
    expect(within(bfar).getByText('Recorded: granted')).toBeVisible();
    expect(bfar).toHaveTextContent('ecosystem: marine');
  });

  it("lists each required clearance in the documents' checklist, recorded or not", async () => {
    service.routes.set(`GET ${PATH}/attachments`, () => json(DOCUMENTS));
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const checklist = await within(documents).findByRole('table', { name: 'Requirement checklist' });
    const pcsd = within(checklist).getByRole('row', { name: /Clearance of the PCSD/ });
    expect(pcsd).toHaveTextContent('Required by the jurisdiction rules');
    expect(within(pcsd).getByText('Not recorded')).toBeVisible();
    expect(pcsd).toHaveTextContent('Collection in Palawan needs the PCSD’s SEP clearance (RA 7611).');
    expect(within(within(checklist).getByRole('row', { name: /Clearance of the BFAR/ })).getByText('Recorded: granted')).toBeVisible();
  });

  it('says when no clearance is required', async () => {
    answer = APP;
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const section = await screen.findByRole('region', { name: 'Required clearances' });
    expect(section).toHaveTextContent('The jurisdiction rules require no external clearance for this collection.');
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
