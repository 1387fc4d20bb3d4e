import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api/client';
import { renderWithProviders, TEST_ORIGIN } from '../testing/render';
import { json, problem } from '../testing/session-api';
import { MaterialSection } from './MaterialSection';
import type { MovementList } from './movements.queries';

const APPLICATION_ID = '01a217b4-0fe9-7649-8cff-dba8c6784900';
const PATH = `/api/v1/staff/applications/${APPLICATION_ID}/permits/GP-2026-0001/movements`;
const LINE = '01a21900-0000-7000-8000-0000000000a1';

const LIST: MovementList = {
  balance: [
    {
      lineId: LINE,
      scientificName: 'Platymantis luzonensis',
      commonName: null,
      barangay: 'Batong Malake',
      cityOrMunicipality: 'Los Baños',
      province: 'Laguna',
      unit: 'specimens',
      authorised: 40,
      collected: 12,
      transferred: 5,
      held: 7,
      remaining: 28,
    },
    {
      lineId: '01a21900-0000-7000-8000-0000000000a2',
      scientificName: 'Rhacophorus pardalis',
      commonName: null,
      barangay: null,
      cityOrMunicipality: 'Los Baños',
      province: 'Laguna',
      unit: 'tissue_samples',
      authorised: 5,
      collected: 7,
      transferred: 0,
      held: 7,
      remaining: -2,
    },
  ],
  items: [
    {
      id: '01a21900-0000-7000-8000-0000000000m1',
      permitNo: 'GP-2026-0001',
      lineId: LINE,
      collectionReportId: '01a21900-0000-7000-8000-0000000000r1',
      kind: 'institution_transfer',
      quantity: 5,
      unit: 'specimens',
      scientificName: 'Platymantis luzonensis',
      movedOn: '2027-01-20',
      recipientInstitution: 'National Museum of the Philippines',
      materialTransferAgreementId: '01a21900-0000-7000-8000-0000000000d1',
      transportPermitNo: null,
      exportPermitNo: null,
      destinationCountry: null,
      communiques: [],
      note: null,
      registeredAt: '2027-01-20T02:00:00.000Z',
    },
  ],
};

function renderSection(answer: () => Response) {
  const api = createApi({
    baseUrl: TEST_ORIGIN,
    fetch: async (request) => (new URL(request.url).pathname === PATH ? answer() : json({}, 404)),
  });
  return renderWithProviders(<MaterialSection applicationId={APPLICATION_ID} permitNo="GP-2026-0001" />, { api });
}

describe('the permit’s balance and movements', () => {
  it('shows per authorised line what was authorised, collected, transferred and what remains, and each movement', async () => {
    renderSection(() => json(LIST));
    const section = await screen.findByRole('region', { name: 'Balance and movements' });
    const balance = await within(section).findByRole('table', { name: 'Balance per authorised line' });
    const rows = within(balance).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SpeciesSiteAuthorisedCollectedTransferredRemaining',
      'Platymantis luzonensisBatong Malake, Los Baños, Laguna40 specimens12528',
      'Rhacophorus pardalisLos Baños, Laguna5 tissue samples70-2',
    ]);
    const movements = within(section).getByRole('table', { name: 'Movements of the material' });
    expect(within(movements).getAllByRole('row')[1]).toHaveTextContent(
      /20 Jan 2027Transfer to another institution5 specimens Platymantis luzonensisto National Museum of the Philippines, with its material transfer agreement/,
    );
  });

  it('says so when the agency registered no movement, and shows a refusal as its problem', async () => {
    const first = renderSection(() => json({ balance: LIST.balance, items: [] }));
    expect(await screen.findByText('The agency has registered no movement of the material.')).toBeVisible();
    first.unmount();
    renderSection(() => problem(404, 'not_found', 'Not found', 'No permit GP-2026-0001 on this application'));
    expect(await screen.findByText(/No permit GP-2026-0001 on this application/)).toBeVisible();
  });
});
