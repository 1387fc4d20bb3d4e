import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../testing/render';
import { json, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './PrivacyPage';
import './DataSubjectsPage';
import '../workqueues/WorkqueuesPage';

const DPO: StaffAccount = { email: 'dpo@bmb.gov.ph', password: 'long enough password', name: 'Dolores Pascual', roles: ['dpo'] };
const DPO_AND_EVALUATOR: StaffAccount = {
  email: 'eva@bmb.gov.ph',
  password: 'another long password',
  name: 'Eva Evaluator',
  roles: ['evaluator', 'dpo'],
};

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([DPO, DPO_AND_EVALUATOR]);
  service.routes.set('GET /api/v1/staff/data-subjects/requests', () => json({ requests: [] }));
});

async function logIn(account: StaffAccount) {
  const rendered = renderApp('/app/login', service.fetch);
  await rendered.user.type(await screen.findByLabelText(/Email/), account.email);
  await rendered.user.type(screen.getByLabelText(/Password/), account.password);
  await rendered.user.keyboard('{Enter}');
  return rendered;
}

describe("the DPO's home page (issue 31)", () => {
  it('lands a DPO on Personal data after log-in', async () => {
    const { router } = await logIn(DPO);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data subjects' })).toBeVisible();
    expect(currentUrl(router)).toBe('/app/privacy/subjects');
  });

  it('lands a DPO who also works applications on the workqueues', async () => {
    const { router } = await logIn(DPO_AND_EVALUATOR);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workqueues' })).toBeVisible();
    expect(currentUrl(router)).toBe('/app/workqueues');
  });
});
