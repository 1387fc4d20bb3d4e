import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffApplication } from '../applications/application.queries';
import { renderApp } from '../testing/render';
import { json, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import { ABSCH_EXPORT, applicationIn, ISSUED_PERMIT, permitsOf } from './permit.fixtures';
import type { AbschDocumentExport, ApplicationAbsch, ApplicationPermits } from './permit.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import '../applications/ApplicationPage';

/**
 * The ABS Clearing-House section as the publisher meets it (issue 31): Publish is the step to take
 * only when the check finds nothing to refuse and no publication is under way; what the
 * Clearing-House refuses reads as the field and a sentence, its code behind "Details"; times are
 * Manila's; the IRCC is printed once.
 */

const PUBLISHER: StaffAccount = { email: 'pia@denr.gov.ph', password: 'x', name: 'Pia Publisher', roles: ['abs_publisher'] };
const PATH = `/api/v1/staff/applications/${applicationIn('issued', []).id}`;
const CHECKED = `GET /api/v1/staff/permits/${ISSUED_PERMIT.id}/absch-document`;
const PASSES: AbschDocumentExport = { ...ABSCH_EXPORT, problems: [] };
const REFUSED: AbschDocumentExport = {
  ...ABSCH_EXPORT,
  problems: [
    {
      code: 'Error.MandatoryAnyOf',
      property: 'entitiesToWhomPICGranted',
      message: 'one of entitiesToWhomPICGranted, entitiesToWhomPICGrantedConfidential is mandatory',
    },
  ],
};

type Publication = ApplicationAbsch['publications'][number];
function publication(changes: Partial<Publication>): Publication {
  return {
    id: '0193a0a2-8f7e-7c3b-9a51-3f2d8e1c0b4a',
    permitId: ISSUED_PERMIT.id,
    intent: 'submit',
    state: 'requested',
    documentIdentifier: ISSUED_PERMIT.id,
    workflowId: null,
    irccIdentifier: null,
    irccUrl: null,
    errors: [],
    reason: null,
    lastError: null,
    attempts: 0,
    nextAttemptAt: null,
    answer: null,
    createdAt: '2026-11-27T01:00:00.000Z',
    updatedAt: '2026-11-27T01:01:00.000Z',
    ...changes,
  };
}

let service: SessionApiStandIn;
let application: StaffApplication;
let permits: ApplicationPermits;
let absch: ApplicationAbsch;
let checked: AbschDocumentExport;

beforeEach(() => {
  application = applicationIn('issued', ['publish_to_absch', 'record_cbd_status']);
  permits = permitsOf([ISSUED_PERMIT], 'ready');
  absch = {
    applicationId: application.id,
    cbdStatus: 'ready',
    configured: true,
    automatic: false,
    publications: [],
    communiques: [],
    drift: null,
  };
  checked = PASSES;
  service = new SessionApiStandIn([PUBLISHER]);
  service.signIn(PUBLISHER.email);
  service.routes.set(
    `GET ${PATH}`,
    () => new Response(JSON.stringify(application), { headers: { 'content-type': 'application/json', etag: `"${application.version}"` } }),
  );
  service.routes.set(`GET ${PATH}/permits`, () => json(permits));
  service.routes.set(`GET ${PATH}/absch`, () => json(absch));
  service.routes.set(`GET ${PATH}/obligations`, () => json({ items: [], authorisedSpecies: [] }));
  service.routes.set(CHECKED, () => json(checked));
});

async function clearingHouse(): Promise<HTMLElement> {
  renderApp(`/app/applications/${application.id}`, service.fetch);
  return screen.findByRole('region', { name: 'ABS Clearing-House' });
}

const publishButton = (section: HTMLElement) => within(section).queryByRole('button', { name: 'Publish to the ABS Clearing-House' });

describe('the Clearing-House section', () => {
  it('offers Publish as the step to take when the check finds nothing the Clearing-House would refuse', async () => {
    const section = await clearingHouse();
    expect(await within(section).findByText(/passes the Clearing-House’s checks/)).toBeVisible();
    await waitFor(() => expect(publishButton(section)).toHaveAttribute('data-variant', 'filled'));
    // The only filled one: recording a step by hand is the fallback.
    expect(within(section).getByRole('button', { name: 'Record ABS Clearing-House status' })).toHaveAttribute('data-variant', 'default');
  });

  it('does not make Publish the step to take above what the Clearing-House would refuse, and says who puts it right where', async () => {
    checked = REFUSED;
    const section = await clearingHouse();
    const refusal = await within(section).findByRole('alert');
    expect(refusal).toHaveTextContent('The Clearing-House would refuse this document');
    expect(refusal).toHaveTextContent('Publish once what is listed here is put right.');
    expect(within(refusal).getByText('PIC recipients')).toBeVisible();
    expect(refusal).toHaveTextContent('PIC recipients is missing.');
    expect(refusal).toHaveTextContent('an administrator sets its field “picRecipients” (Administration → Settings)');
    expect(refusal).toHaveTextContent('setting absch.publication');
    // The Clearing-House's own words only behind "Details".
    const details = within(refusal).getByText('Details').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details).toHaveTextContent('Error.MandatoryAnyOf — entitiesToWhomPICGranted');
    const item = within(refusal).getByText('PIC recipients').closest('li') as HTMLElement;
    expect(item.textContent?.replace(details.textContent ?? '', '')).not.toContain('Error.');
    expect(publishButton(section)).not.toHaveAttribute('data-variant', 'filled');
    expect(publishButton(section)).toHaveAttribute('data-variant', 'default');
  });

  it('shows a queued publication instead of Publish, in Manila time', async () => {
    absch = { ...absch, publications: [publication({ state: 'requested' })] };
    const section = await clearingHouse();
    const status = await within(section).findByRole('status');
    expect(status).toHaveTextContent('Publication under way: Publish is offered again once the Clearing-House has answered.');
    // 01:01 UTC is 09:01 in Manila.
    expect(await within(section).findByText('Queued for the publication job')).toBeVisible();
    expect(section).toHaveTextContent('Queued for the publication job (first publication, 27 Nov 2026, 09:01)');
    expect(publishButton(section)).toBeNull();
    expect(within(section).getByRole('button', { name: 'Record ABS Clearing-House status' })).toBeVisible();
    expect(section).not.toHaveTextContent('UTC');
  });

  it('says when a failed attempt is tried again in Manila time, its technical detail behind "Details"', async () => {
    absch = {
      ...absch,
      publications: [
        publication({
          state: 'submitting',
          attempts: 1,
          lastError: 'submission: the Clearing-House answered 503 (serverError)',
          nextAttemptAt: '2026-11-27T16:30:00.000Z',
        }),
      ],
    };
    const section = await clearingHouse();
    expect(await within(section).findByText(/The last attempt did not go through/)).toHaveTextContent(
      'biopermit tries again on 28 Nov 2026, 00:30.',
    );
    const details = within(section).getByText('Details', { selector: 'summary' }).closest('details') as HTMLDetailsElement;
    expect(details).toHaveTextContent('answered 503');
    expect(details.open).toBe(false);
    expect(section).not.toHaveTextContent('UTC');
  });

  it('shows what the Clearing-House refused by field and label, its codes behind "Details"', async () => {
    checked = REFUSED;
    absch = { ...absch, publications: [publication({ state: 'invalid', errors: [{ code: 'Error.Mandatory', property: 'absCNA' }] })] };
    const section = await clearingHouse();
    const refused = await within(section).findByRole('list', { name: 'What the Clearing-House refused, by field' });
    expect(within(refused).getByText('Competent national authority')).toBeVisible();
    expect(refused).toHaveTextContent('“cnaIdentifier”');
    expect(refused).toHaveTextContent('Error.Mandatory — absCNA');
    expect(within(section).getByText(/Refused by the Clearing-House/)).toBeVisible();
    expect(section).toHaveTextContent('first publication, 27 Nov 2026, 09:01');
  });

  it('flags a publication stopped by an IRCC another permit holds, and offers no Publish while it waits for the Secretariat', async () => {
    permits = permitsOf([ISSUED_PERMIT], 'submitted');
    absch = {
      ...absch,
      cbdStatus: 'submitted',
      drift: 'The Clearing-House answered IRCC ABSCH-IRCC-PH-250002-1 for record X, but permit GP-2026-0001 already holds it.',
      publications: [
        publication({
          state: 'failed',
          lastError: 'The Clearing-House answered IRCC ABSCH-IRCC-PH-250002-1 for record X, but permit GP-2026-0001 already holds it.',
        }),
      ],
    };
    application = applicationIn('issued', ['record_cbd_status']);
    const section = await clearingHouse();
    expect(await within(section).findByText('The publication stopped')).toBeVisible();
    expect(within(section).getByText('Stopped')).toBeVisible();
    // Said once, though it is the permit's drift too.
    expect(within(section).getAllByText(/already holds it/)).toHaveLength(1);
    expect(publishButton(section)).toBeNull();
    expect(section).toHaveTextContent('Not published yet');
  });

  it('prints the IRCC once, linked to its page on the Clearing-House', async () => {
    const ircc = 'ABSCH-IRCC-PH-250002-1';
    const irccUrl = `https://absch.cbd.int/database/${ircc}`;
    application = applicationIn('issued', ['record_cbd_status']);
    permits = { ...permitsOf([ISSUED_PERMIT], 'published'), absLinkCode: ircc };
    absch = {
      ...absch,
      cbdStatus: 'published',
      publications: [publication({ state: 'published', workflowId: 'wf-1', irccIdentifier: ircc, irccUrl })],
    };
    const section = await clearingHouse();
    expect(await within(section).findByText('Published')).toBeVisible();
    expect(
      within(section)
        .getAllByRole('link', { name: ircc })
        .map((link) => link.getAttribute('href')),
    ).toEqual([irccUrl]);
    expect(within(section).getAllByText(ircc)).toHaveLength(1);
  });
});
