import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOSE, MARIA } from '../admin/admin-fixtures';
import { currentUrl, renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { AuditEntry } from './audit.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import '../admin/AdminPage';
import './AuditTrailPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin'] };
const CHIEF: StaffAccount = { email: 'ramon.bautista@bmb.gov.ph', password: 'x', name: 'Ramon Bautista', roles: ['chief'] };

function entry(sequence: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    sequence,
    id: `0193a0b0-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    occurredAt: '2026-11-24T06:05:00.000Z',
    actorKind: 'staff',
    actorId: MARIA.id,
    actorName: MARIA.name,
    actorRole: 'admin',
    action: 'setting.changed',
    subjectType: 'setting',
    subjectId: 'clock.limits',
    applicationId: null,
    agencyCode: null,
    requestId: 'req-1',
    clientAddress: '10.0.0.7',
    details: null,
    before: { research: 20 },
    after: { research: 25 },
    previousHash: 'a'.repeat(64),
    hash: 'b'.repeat(64),
    ...overrides,
  };
}

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([ADMIN, CHIEF]);
  service.signIn(ADMIN.email);
  service.routes.set('GET /api/v1/staff/users', () => json([MARIA, JOSE]));
  service.routes.set('GET /api/v1/staff/audit', (request) => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    return cursor === 'page-2'
      ? json({ items: [entry(1, { action: 'staff_user.created', subjectType: 'staff_user', subjectId: JOSE.id })], nextCursor: null })
      : json({ items: [entry(3), entry(2, { actorName: null, actorKind: 'agency', actorRole: null })], nextCursor: 'page-2' });
  });
});

const auditRequests = () =>
  service.requests.filter((request) => request.path.startsWith('/api/v1/staff/audit?') || request.path === '/api/v1/staff/audit');

describe('the audit trail', () => {
  it('lists the rows newest first with who, what, the subject and the change folded away, and pages forward and back', async () => {
    const { user, router } = renderApp('/app/admin/audit', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Audit rows' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('María Clara Peñafrancia');
    expect(rows[0]).toHaveTextContent('setting.changed');
    expect(rows[0]).toHaveTextContent('24 Nov 2026, 14:05');
    expect(rows[1]).toHaveTextContent('agency');
    await user.click(within(rows[0] as HTMLElement).getByText('before, after'));
    expect(within(rows[0] as HTMLElement).getByText(/"research": 25/)).toBeVisible();

    const pages = screen.getByRole('navigation', { name: 'Pages of Audit rows' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/admin/audit?cursor=page-2'));
    expect(await within(table).findByText('staff_user.created')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/admin/audit'));
  });

  it('keeps the filters in the URL and sends them, the days as Manila instants; the export link takes the application and days', async () => {
    const { user, router } = renderApp('/app/admin/audit', service.fetch);
    const form = await screen.findByRole('form', { name: 'Audit filters' });
    await within(form).findByRole('option', { name: 'José Añonuevo' });
    await user.selectOptions(within(form).getByLabelText('Who'), 'José Añonuevo');
    await user.click(within(form).getByLabelText('Action'));
    await user.paste('setting.changed');
    await user.click(within(form).getByLabelText('Application'));
    await user.paste('ABS-2026-000001');
    await user.click(within(form).getByLabelText('From'));
    await user.paste('2026-11-01');
    await user.click(within(form).getByLabelText('To'));
    await user.paste('2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/app/admin/audit?actor=${JOSE.id}&action=setting.changed&application=ABS-2026-000001&from=2026-11-01&to=2026-11-30`,
      ),
    );
    await waitFor(() => expect(auditRequests().at(-1)?.path).toContain('action=setting.changed'));
    const sent = new URL(`http://x${auditRequests().at(-1)?.path}`).searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      actor: JOSE.id,
      action: 'setting.changed',
      application: 'ABS-2026-000001',
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-30T16:00:00.000Z',
    });
    expect(screen.getByRole('link', { name: 'Export (JSON lines)' })).toHaveAttribute(
      'href',
      '/api/v1/staff/audit/export?from=2026-10-31T16%3A00%3A00.000Z&to=2026-11-30T16%3A00%3A00.000Z&application=ABS-2026-000001',
    );

    // The form starts again from the URL it applied.
    const applied = screen.getByRole('form', { name: 'Audit filters' });
    expect(within(applied).getByLabelText('Application')).toHaveValue('ABS-2026-000001');
    await user.click(within(applied).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/admin/audit'));
  });

  it('applies one filter alone, the others left empty', async () => {
    const { user, router } = renderApp('/app/admin/audit', service.fetch);
    const form = await screen.findByRole('form', { name: 'Audit filters' });
    await user.click(within(form).getByLabelText('Application'));
    await user.paste('ABS-2026-000001');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/admin/audit?application=ABS-2026-000001'));
    await waitFor(() => expect(auditRequests().at(-1)?.path).toBe('/api/v1/staff/audit?application=ABS-2026-000001'));
  });

  it('drops what the service would refuse from the URL (an actor that is no id, a day that does not exist)', async () => {
    const { router } = renderApp('/app/admin/audit?actor=nobody&from=2026-02-30&action=setting.changed', service.fetch);
    await screen.findByRole('table', { name: 'Audit rows' });
    expect(router.state.location.search).toEqual({ action: 'setting.changed' });
    expect(auditRequests().at(-1)?.path).toBe('/api/v1/staff/audit?action=setting.changed');
  });

  it('runs the chain check when asked and says plainly whether the chain is intact', async () => {
    service.routes.set('GET /api/v1/staff/audit/verification', () =>
      json({ ok: true, rows: 1523, broken: null, checkedAt: '2026-11-24T06:05:00.000Z' }),
    );
    const { user } = renderApp('/app/admin/audit', service.fetch);
    const check = await screen.findByRole('region', { name: 'Chain check' });
    expect(service.requests.some((request) => request.path === '/api/v1/staff/audit/verification')).toBe(false);
    await user.click(within(check).getByRole('button', { name: 'Check the chain' }));
    expect(await within(check).findByText('The chain is intact')).toBeVisible();
    expect(within(check).getByText(/All 1,523 rows follow from those before them/)).toBeVisible();
  });

  it('names the first broken row when the chain is broken', async () => {
    service.routes.set('GET /api/v1/staff/audit/verification', () =>
      json({
        ok: false,
        rows: 41,
        broken: { sequence: 42, id: '0193a0b0-0000-7000-8000-000000000042', problem: 'its hash does not match its contents' },
        checkedAt: '2026-11-24T06:05:00.000Z',
      }),
    );
    const { user } = renderApp('/app/admin/audit', service.fetch);
    const check = await screen.findByRole('region', { name: 'Chain check' });
    await user.click(within(check).getByRole('button', { name: 'Check the chain' }));
    expect(await within(check).findByText('The chain is broken')).toBeVisible();
    expect(within(check).getByText(/Row 42 .*its hash does not match its contents/)).toBeVisible();
  });

  it('shows a refusal of the listing as its title and detail', async () => {
    service.routes.set('GET /api/v1/staff/audit', () =>
      problem(403, 'not_permitted', 'Not permitted', 'The audit trail needs the admin role'),
    );
    renderApp('/app/admin/audit', service.fetch);
    expect(await screen.findByText('The audit trail needs the admin role')).toBeVisible();
  });

  it('is not offered to a chief', async () => {
    service.signIn(CHIEF.email);
    renderApp('/app/workqueues', service.fetch);
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(navigation).queryByRole('link', { name: 'Administration' })).toBeNull();
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});
