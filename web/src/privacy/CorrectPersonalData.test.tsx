import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUBMITTED_APPLICATION } from '../testing/fixtures';
import { renderApp } from '../testing/render';
import { json, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import { birthDay, correctionBody } from './correction-form';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import '../applications/ApplicationPage';

const DPO: StaffAccount = { email: 'dpo@bmb.gov.ph', password: 'x', name: 'Dolores Pascual', roles: ['dpo'] };
const APP = { ...SUBMITTED_APPLICATION, allowedActions: ['correct_personal_data'] };
const PATH = `/api/v1/staff/applications/${APP.id}`;

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([DPO]);
  service.signIn(DPO.email);
  service.routes.set(
    `GET ${PATH}`,
    () => new Response(JSON.stringify(APP), { headers: { 'content-type': 'application/json', etag: '"1"' } }),
  );
});

describe("correcting a permittee's personal data (issue 31)", () => {
  it('opens on the values held, asks for the date of birth as a date, and sends only what changed', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => json({ ...APP, version: 2 }));
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Correct personal data' }));
    const form = await screen.findByRole('form', { name: 'Correct personal data' });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    expect(field(/^First name/)).toHaveValue('Maria');
    expect(field(/^Middle name/)).toHaveValue('Reyes');
    expect(field(/^Last name/)).toHaveValue('Santos');
    expect(field(/^Email/)).toHaveValue('maria.santos@example.org');
    expect(field(/^Phone/)).toHaveValue('+63 917 555 0142');
    expect(field(/^Sex/)).toHaveValue('female');
    expect(field(/^Occupation/)).toHaveValue('researcher');
    expect(field(/^Employer$/)).toHaveValue('University of the Philippines');
    expect(field(/^Employer's address/)).toHaveValue('Diliman');
    const birth = field(/^Date of birth/);
    expect(birth).toHaveAttribute('type', 'date');
    expect(birth).toHaveValue('1988-04-12');
    expect(form).not.toHaveTextContent('ISO 8601');

    await user.clear(field(/^Last name/));
    await user.type(field(/^Last name/), 'Santos-Reyes');
    await user.clear(birth);
    await user.type(birth, '1988-04-21');
    await user.clear(field(/^Phone/));
    await user.type(field(/^Reason/), 'The passport shows another date of birth.');
    await user.click(within(form).getByRole('button', { name: 'Correct personal data' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Correct personal data' })).toBeNull());
    const sent = service.requests.find((request) => request.method === 'POST' && request.path === `${PATH}/actions`);
    expect(sent?.body).toEqual({
      action: 'correct_personal_data',
      permiteeLastName: 'Santos-Reyes',
      permiteeDateOfBirth: '1988-04-21T00:00:00Z',
      permiteePhone: null,
      reason: 'The passport shows another date of birth.',
    });
  });

  it('reads the day of a date of birth as written, and leaves an unchanged one out', () => {
    expect(birthDay('1988-04-12T00:00:00Z')).toBe('1988-04-12');
    expect(birthDay('1988-04-12T00:00:00+08:00')).toBe('1988-04-12');
    expect(birthDay(null)).toBe('');
    const held = { permiteeDateOfBirth: '1988-04-12', permiteeFirstName: 'Maria' };
    expect(correctionBody({ ...held, reason: 'r' }, held)).toEqual({ reason: 'r' });
    expect(correctionBody({ permiteeDateOfBirth: '', permiteeFirstName: '', reason: 'r' }, held)).toEqual({
      permiteeDateOfBirth: null,
      permiteeFirstName: '',
      reason: 'r',
    });
  });
});
