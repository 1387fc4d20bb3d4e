import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { DataSubjectFindings, DataSubjectRequest } from './privacy.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './PrivacyPage';
import './RequestsPage';

const DPO: StaffAccount = { email: 'dpo@bmb.gov.ph', password: 'x', name: 'Dolores Pascual', roles: ['dpo'] };

const base = {
  note: null,
  outcome: null,
  createdAt: '2026-10-01T01:00:00.000Z',
  exportedAt: null,
  closedAt: null,
} as const;
const OVERDUE: DataSubjectRequest = {
  ...base,
  id: '0193a0b0-0000-7000-8000-000000000001',
  kind: 'access',
  email: 's.nino@example.ph',
  name: 'Santiago Niño',
  receivedOn: '2026-09-01',
  dueOn: '2026-10-13',
  status: 'open',
  overdue: true,
};
const OPEN: DataSubjectRequest = {
  ...base,
  id: '0193a0b0-0000-7000-8000-000000000002',
  kind: 'rectification',
  email: 'rosa@example.ph',
  name: null,
  receivedOn: '2026-11-20',
  dueOn: '2027-01-05',
  status: 'open',
  overdue: false,
};

let service: SessionApiStandIn;
let requests: DataSubjectRequest[];
beforeEach(() => {
  service = new SessionApiStandIn([DPO]);
  service.signIn(DPO.email);
  requests = [OVERDUE, OPEN];
  service.routes.set('GET /api/v1/staff/data-subjects/requests', () => json({ requests }));
});

describe("data subjects' requests", () => {
  it('lists the requests with their received and due dates, the overdue marked', async () => {
    renderApp('/app/privacy/requests', service.fetch);
    await screen.findByText('Santiago Niño · s.nino@example.ph');
    const table = screen.getByRole('table', { name: 'Requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Santiago Niño · s.nino@example.ph');
    expect(rows[0]).toHaveTextContent('2026-09-01');
    expect(rows[0]).toHaveTextContent('2026-10-13');
    expect(within(rows[0] as HTMLElement).getByText('Overdue')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Open')).toBeVisible();
    // Only an access request is exported.
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /^Export/ })).toBeNull();
  });

  it('records a request, sending only what was filled in', { timeout: 40_000 }, async () => {
    service.routes.set('POST /api/v1/staff/data-subjects/requests', (_request, body) => {
      const created = {
        ...OPEN,
        ...(body as object),
        id: '0193a0b0-0000-7000-8000-000000000003',
        dueOn: '2027-01-07',
      } as DataSubjectRequest;
      requests = [...requests, created];
      return json(created, 201);
    });
    const { user } = renderApp('/app/privacy/requests', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Record a request' }));
    const form = await screen.findByRole('form', { name: 'Record a request' });
    await user.click(within(form).getByRole('button', { name: 'Record the request' }));
    expect(within(form).getByText('Enter the email or the name of the person')).toBeVisible();
    await user.type(within(form).getByLabelText('Email'), 'juan@example.ph');
    await user.type(within(form).getByLabelText('Note'), 'Passport');
    await user.click(within(form).getByRole('button', { name: 'Record the request' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record a request' })).toBeNull());
    const posted = service.requests.find((r) => r.method === 'POST');
    expect(posted?.body).toEqual({ kind: 'access', email: 'juan@example.ph', note: 'Passport' });
    expect(await screen.findByText(/juan@example\.ph/)).toBeVisible();
  });

  it('exports an access request as a ZIP under the name the service gives', async () => {
    service.routes.set(
      `POST /api/v1/staff/data-subjects/requests/${OVERDUE.id}/export`,
      () =>
        new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          status: 200,
          headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="data-subject-2026-11-27.zip"' },
        }),
    );
    const { user } = renderApp('/app/privacy/requests', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Export the data of Santiago Niño' }));
    expect(await screen.findByText('Saved data-subject-2026-11-27.zip.')).toBeVisible();
  });

  it("closes a request with the outcome, and shows the service's refusal", async () => {
    service.routes.set(`POST /api/v1/staff/data-subjects/requests/${OPEN.id}/close`, () =>
      problem(409, 'conflict', 'Conflict', 'The request is closed already.'),
    );
    const { user } = renderApp('/app/privacy/requests', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Close the request of rosa@example.ph' }));
    const form = await screen.findByRole('form', { name: 'Close the request' });
    await user.type(within(form).getByLabelText(/Outcome/), 'Corrected on ABS-2026-000123; told by email.');
    await user.click(within(form).getByRole('button', { name: 'Close the request' }));
    expect(await within(form).findByText('The request is closed already.')).toBeVisible();
    const posted = service.requests.find((r) => r.method === 'POST');
    expect(posted?.body).toEqual({ outcome: 'Corrected on ABS-2026-000123; told by email.' });
  });

  it('sends no choice for a request with an email: the email finds the person', async () => {
    service.routes.set(
      `POST /api/v1/staff/data-subjects/requests/${OVERDUE.id}/export`,
      () => new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), { status: 200, headers: { 'content-type': 'application/zip' } }),
    );
    const { user } = renderApp('/app/privacy/requests', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Export the data of Santiago Niño' }));
    await screen.findByText(/^Saved /);
    expect(service.requests.find((r) => r.method === 'POST')?.body).toEqual({});
  });

  it("asks the DPO to choose the person's applications when the request gives only a name, and exports only those", async () => {
    const byName: DataSubjectRequest = { ...OVERDUE, id: '0193a0b0-0000-7000-8000-000000000004', email: null, name: 'Maria Santos' };
    requests = [byName];
    const candidate = (n: number, email: string) => ({
      id: `0193a0b0-0000-7000-8000-0000000001a${n}`,
      registrationNo: `ABS-2026-00010${n}`,
      agencyCode: 'BMB',
      status: 'under_evaluation',
      permitteeName: 'Maria Santos',
      permitteeEmail: email,
      submittedAt: '2026-11-02T01:00:00.000Z',
    });
    const found: DataSubjectFindings = {
      applications: [candidate(1, 'maria.a@example.ph'), candidate(2, 'maria.b@example.ph'), candidate(3, 'maria.a@example.ph')],
      notices: [],
      documents: [],
      auditRows: [],
    };
    service.routes.set('GET /api/v1/staff/data-subjects', () => json(found));
    service.routes.set(
      `POST /api/v1/staff/data-subjects/requests/${byName.id}/export`,
      () =>
        new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          status: 200,
          headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="personal-data-4.zip"' },
        }),
    );
    const { user } = renderApp('/app/privacy/requests', service.fetch);
    expect(await screen.findByRole('button', { name: 'Choose and export the applications of Maria Santos' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Export the data of Maria Santos' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose and export the applications of Maria Santos' }));
    const form = await screen.findByRole('form', { name: "Choose the person's applications" });
    const choices = await within(form).findByRole('group', { name: '3 application(s) found by the name' });
    expect(service.requests.some((r) => /^\/api\/v1\/staff\/data-subjects\?name=Maria(\+|%20)Santos$/.test(r.path))).toBe(true);
    // Nothing chosen: nothing exported.
    await user.click(within(form).getByRole('button', { name: 'Export the chosen (ZIP)' }));
    expect(await within(form).findByText("Tick the person's applications")).toBeVisible();
    expect(service.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(choices).getByRole('checkbox', { name: 'ABS-2026-000101: Maria Santos, maria.a@example.ph' }));
    await user.click(within(choices).getByRole('checkbox', { name: 'ABS-2026-000103: Maria Santos, maria.a@example.ph' }));
    await user.click(within(form).getByRole('button', { name: 'Export the chosen (ZIP)' }));
    expect(await screen.findByText('Saved personal-data-4.zip.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('form', { name: "Choose the person's applications" })).toBeNull());
    expect(service.requests.find((r) => r.method === 'POST')?.body).toEqual({
      applicationIds: [found.applications[0]?.id, found.applications[2]?.id],
    });
  });

  it("shows the service's refusal of a choice in the dialog", async () => {
    const byName: DataSubjectRequest = { ...OVERDUE, id: '0193a0b0-0000-7000-8000-000000000005', email: null, name: 'Maria Santos' };
    requests = [byName];
    service.routes.set('GET /api/v1/staff/data-subjects', () =>
      json({
        applications: [
          {
            id: '0193a0b0-0000-7000-8000-0000000001b1',
            registrationNo: 'ABS-2026-000201',
            agencyCode: 'BMB',
            status: 'approved',
            permitteeName: 'Maria Santos',
            permitteeEmail: 'maria@example.ph',
            submittedAt: '2026-11-02T01:00:00.000Z',
          },
        ],
        notices: [],
        documents: [],
        auditRows: [],
      }),
    );
    service.routes.set(`POST /api/v1/staff/data-subjects/requests/${byName.id}/export`, () =>
      problem(409, 'conflict', 'The resource already exists', 'Request 5 is closed; record a new one'),
    );
    const { user } = renderApp('/app/privacy/requests', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Choose and export the applications of Maria Santos' }));
    const form = await screen.findByRole('form', { name: "Choose the person's applications" });
    await user.click(await within(form).findByRole('checkbox', { name: /^ABS-2026-000201/ }));
    await user.click(within(form).getByRole('button', { name: 'Export the chosen (ZIP)' }));
    expect(await within(form).findByText('Request 5 is closed; record a new one')).toBeVisible();
  });
});
