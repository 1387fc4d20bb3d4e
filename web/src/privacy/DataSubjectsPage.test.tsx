import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render';
import { json, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { DataSubjectFindings, PersonalDataReads } from './privacy.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './PrivacyPage';
import './DataSubjectsPage';

const DPO: StaffAccount = { email: 'dpo@bmb.gov.ph', password: 'x', name: 'Dolores Pascual', roles: ['dpo'] };
const APPLICATION_ID = '0193a0b0-0000-7000-8000-0000000000a1';

const FINDINGS: DataSubjectFindings = {
  applications: [
    {
      id: APPLICATION_ID,
      registrationNo: 'ABS-2026-000123',
      agencyCode: 'BMB',
      status: 'under_evaluation',
      permitteeName: 'Santiago Peñafrancia Niño',
      permitteeEmail: 's.nino@example.ph',
      submittedAt: '2026-11-02T01:00:00.000Z',
    },
  ],
  notices: [
    {
      id: '0193a0b0-0000-7000-8000-0000000000b1',
      applicationId: APPLICATION_ID,
      log: 'received',
      visibility: 'external',
      createdAt: '2026-11-02T01:00:00.000Z',
    },
  ],
  documents: [],
  auditRows: [
    {
      id: '0193a0b0-0000-7000-8000-0000000000c1',
      sequence: 12,
      occurredAt: '2026-11-02T01:00:00.000Z',
      action: 'application.submitted',
      subjectType: 'application',
      subjectId: APPLICATION_ID,
      applicationId: APPLICATION_ID,
    },
    {
      id: '0193a0b0-0000-7000-8000-0000000000c2',
      sequence: 30,
      occurredAt: '2026-11-03T01:00:00.000Z',
      action: 'application.accepted',
      subjectType: 'application',
      subjectId: APPLICATION_ID,
      applicationId: APPLICATION_ID,
    },
  ],
};

const READS: PersonalDataReads = {
  reads: [
    {
      readAt: '2026-11-04T02:00:00.000Z',
      firstReadAt: '2026-11-03T02:00:00.000Z',
      count: 4,
      staff: { id: '0193a0b0-0000-7000-8000-0000000000d1', name: 'Eva Evaluator' },
      applicationId: APPLICATION_ID,
      registrationNo: 'ABS-2026-000123',
      what: 'document_download',
      detail: '0193a0b0-0000-7000-8000-0000000000e1',
      document: { id: '0193a0b0-0000-7000-8000-0000000000e1', title: 'Passport of the permittee', fileName: 'passport.pdf' },
    },
    {
      readAt: '2026-11-02T03:00:00.000Z',
      firstReadAt: '2026-11-02T03:00:00.000Z',
      count: 1,
      staff: { id: '0193a0b0-0000-7000-8000-0000000000d1', name: 'Eva Evaluator' },
      applicationId: APPLICATION_ID,
      registrationNo: 'ABS-2026-000123',
      what: 'staff_view',
      detail: null,
      document: null,
    },
  ],
};

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([DPO]);
  service.signIn(DPO.email);
});

describe('finding a data subject', () => {
  it('finds a person by name: what is held, and who read it', async () => {
    service.routes.set('GET /api/v1/staff/data-subjects', () => json(FINDINGS));
    service.routes.set('GET /api/v1/staff/data-subjects/reads', () => json(READS));
    const { user, router } = renderApp('/app/privacy', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data subjects' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Personal data');
    const form = screen.getByRole('form', { name: 'Find a person' });
    await user.type(within(form).getByLabelText('Name'), 'santiago nino');
    await user.click(within(form).getByRole('button', { name: 'Find' }));

    const applications = await screen.findByRole('table', { name: 'Applications of the person' });
    expect(within(applications).getByRole('link', { name: 'ABS-2026-000123' })).toBeVisible();
    expect(applications).toHaveTextContent('Santiago Peñafrancia Niño');
    expect(screen.getByLabelText('Held about the person')).toHaveTextContent('Applications1Notices1Documents0Audit rows2');
    const reads = screen.getByRole('table', { name: "Reads of the person's data" });
    expect(reads).toHaveTextContent('Eva Evaluator');
    // The document by its title, and its four downloads as one row.
    const rows = within(reads).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Downloaded “Passport of the permittee”');
    expect(rows[0]).toHaveTextContent('4 times, first 3 Nov 2026, 10:00');
    expect(rows[0]).not.toHaveTextContent('0193a0b0-0000-7000-8000-0000000000e1');
    expect(rows[1]).toHaveTextContent('Opened the application');
    expect(rows[1]).toHaveTextContent('Once');
    expect(router.state.location.search).toEqual({ name: 'santiago nino' });
    expect(service.requests.some((r) => /^\/api\/v1\/staff\/data-subjects\?name=santiago(\+|%20)nino$/.test(r.path))).toBe(true);
  });

  it('asks for an email or a name before searching, and says when nobody is found', async () => {
    service.routes.set('GET /api/v1/staff/data-subjects', () => json({ applications: [], notices: [], documents: [], auditRows: [] }));
    service.routes.set('GET /api/v1/staff/data-subjects/reads', () => json({ reads: [] }));
    const { user } = renderApp('/app/privacy/subjects', service.fetch);
    const form = await screen.findByRole('form', { name: 'Find a person' });
    await user.click(within(form).getByRole('button', { name: 'Find' }));
    expect(within(form).getAllByText('Enter an email or a name')).toHaveLength(2);
    expect(service.requests.some((r) => r.path.startsWith('/api/v1/staff/data-subjects?'))).toBe(false);
    await user.type(within(form).getByLabelText('Email'), 'nobody@example.ph');
    await user.click(within(form).getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Nobody found')).toBeVisible();
    expect(screen.getByText('No reads')).toBeVisible();
  });
});
