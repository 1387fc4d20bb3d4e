import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../testing/render';
import { json, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { MailMessage } from './messages.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import '../admin/AdminPage';
import './MessagesPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin'] };
const CHIEF: StaffAccount = { email: 'ramon.bautista@bmb.gov.ph', password: 'x', name: 'Ramon Bautista', roles: ['chief'] };
const APPLICATION_ID = '0193a0b0-0000-7000-8000-000000000101';
const MESSAGES = '/api/v1/staff/messages';

const aMessage = (overrides: Partial<MailMessage>): MailMessage => ({
  id: '0193a0b0-0000-7000-8000-000000000201',
  applicationId: APPLICATION_ID,
  agencyCode: 'BMB',
  recipientKind: 'agency_contact',
  recipient: 'permits@bmb.example.ph',
  template: 'deficiency',
  subject: 'Application ABS-2026-000123 is incomplete: action needed',
  text: 'The application is incomplete.',
  html: '<!doctype html><html><body><p>The application is incomplete.</p></body></html>',
  status: 'permanent_failure',
  stuck: false,
  attempts: 1,
  lastResponse: '550 No such user here',
  lastResponseCode: 550,
  lastAttemptAt: '2026-11-24T02:00:05.000Z',
  nextAttemptAt: null,
  sentAt: null,
  resentFrom: null,
  createdAt: '2026-11-24T02:00:00.000Z',
  ...overrides,
});
const FAILED = aMessage({});
const DIGEST = aMessage({
  id: '0193a0b0-0000-7000-8000-000000000202',
  applicationId: null,
  agencyCode: null,
  recipientKind: 'staff',
  recipient: 'jose.anonuevo@bmb.gov.ph',
  template: 'digest',
  subject: 'Your applications at risk or overdue',
  text: 'Dear José Añonuevo,\n\nThese applications assigned to you need attention.',
  html: '<!doctype html><html><body><p>Dear José Añonuevo,</p><p>These applications assigned to you need attention.</p></body></html>',
  status: 'not_sent',
  attempts: 0,
  lastResponse: null,
  lastResponseCode: null,
});
const OLDER = aMessage({
  id: '0193a0b0-0000-7000-8000-000000000203',
  recipientKind: 'permittee',
  recipient: 'maria.santos@example.org',
  template: 'received',
  subject: 'Application ABS-2026-000123 received',
  status: 'sent',
  lastResponse: '250 2.0.0 Ok',
  lastResponseCode: 250,
  createdAt: '2026-11-23T01:00:00.000Z',
});

let service: SessionApiStandIn;
let firstPage: MailMessage[];
beforeEach(() => {
  service = new SessionApiStandIn([ADMIN, CHIEF]);
  service.signIn(ADMIN.email);
  firstPage = [FAILED, DIGEST];
  service.routes.set(`GET ${MESSAGES}`, (request) => {
    const query = new URL(request.url).searchParams;
    if (query.get('cursor') === 'page-2') return json({ items: [OLDER], nextCursor: null });
    if (query.get('status') === 'sent') return json({ items: [OLDER], nextCursor: null });
    return json({ items: firstPage, nextCursor: 'page-2' });
  });
});

const listRequests = () => service.requests.filter((request) => request.path === MESSAGES || request.path.startsWith(`${MESSAGES}?`));
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text) !== null) as HTMLElement;

describe('the log of every email (admin)', () => {
  it('is reached from Administration › Emails and lists the emails with status, tries and answer, a page at a time', async () => {
    const { user, router } = renderApp('/app/admin', service.fetch);
    await user.click(await screen.findByRole('link', { name: 'Emails' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Emails' });
    await within(table).findByText('permits@bmb.example.ph');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const failed = rowOf(table, 'permits@bmb.example.ph');
    expect(within(failed).getByText('Failed')).toBeVisible();
    expect(within(failed).getByText('550 No such user here')).toBeVisible();
    expect(within(failed).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/app/applications/${APPLICATION_ID}`);
    const digest = rowOf(table, 'jose.anonuevo@bmb.gov.ph');
    expect(within(digest).getByText('Not sent (no mail server)')).toBeVisible();

    const pages = screen.getByRole('navigation', { name: 'Pages of Emails' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/admin/messages?cursor=page-2'));
    expect(await within(table).findByText('maria.santos@example.org')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/admin/messages'));
  });

  it('keeps the filters in the URL and sends them: status, template, recipient, application', async () => {
    const { user, router } = renderApp('/app/admin/messages', service.fetch);
    await screen.findByRole('table', { name: 'Emails' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Sent');
    await waitFor(() => expect(currentUrl(router)).toBe('/app/admin/messages?status=sent'));
    await user.selectOptions(screen.getByLabelText('Email'), 'Received');
    await user.type(screen.getByLabelText('Recipient'), 'santos{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Application' }), 'ABS-2026-000123{Enter}');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/app/admin/messages?status=sent&template=received&recipient=santos&application=ABS-2026-000123'),
    );
    await waitFor(() => expect(listRequests().at(-1)?.path).toContain('application=ABS-2026-000123'));
    expect(Object.fromEntries(new URL(`http://x${listRequests().at(-1)?.path}`).searchParams)).toEqual({
      status: 'sent',
      template: 'received',
      recipient: 'santos',
      application: 'ABS-2026-000123',
    });
  });

  it('drops from the URL what the service would refuse (an unknown status or template)', async () => {
    const { router } = renderApp('/app/admin/messages?status=lost&template=nonsense&recipient=bmb', service.fetch);
    await screen.findByRole('table', { name: 'Emails' });
    expect(router.state.location.search).toEqual({ recipient: 'bmb' });
    expect(listRequests().at(-1)?.path).toBe(`${MESSAGES}?recipient=bmb`);
  });

  it("resends an application's email through its application, and offers no Resend for a digest", async () => {
    const copy = aMessage({ id: '0193a0b0-0000-7000-8000-000000000204', status: 'queued', attempts: 0, resentFrom: FAILED.id });
    const resend = `/api/v1/staff/applications/${APPLICATION_ID}/messages/${FAILED.id}/resend`;
    service.routes.set(`POST ${resend}`, () => {
      firstPage = [copy, FAILED, DIGEST];
      return json(copy, 201);
    });
    const { user } = renderApp('/app/admin/messages', service.fetch);
    const table = await screen.findByRole('table', { name: 'Emails' });
    await within(table).findByText('jose.anonuevo@bmb.gov.ph');
    expect(within(rowOf(table, 'jose.anonuevo@bmb.gov.ph')).queryByRole('button', { name: /Resend/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: `Resend ${FAILED.subject} to permits@bmb.example.ph` }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByText('Queued')).toBeVisible();
    expect(service.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([resend]);
  });

  it('opens a digest from its subject, in a dialog with its text and its HTML in a sandboxed frame', async () => {
    const { user } = renderApp('/app/admin/messages', service.fetch);
    await user.click(await screen.findByRole('button', { name: DIGEST.subject }));
    const dialog = await screen.findByRole('dialog', { name: DIGEST.subject });
    const frame = within(dialog).getByTitle(`HTML part of ${DIGEST.subject}`);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(DIGEST.html);
    await user.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    const text = within(dialog).getByText(/These applications assigned to you need attention\./);
    expect(text).toBeVisible();
    expect(text.textContent).toBe(DIGEST.text);
  });

  it('is not in the Administration menu of a user who may not read every email', async () => {
    service.signIn(CHIEF.email);
    renderApp('/app/workqueues', service.fetch);
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(navigation).queryByRole('link', { name: 'Administration' })).toBeNull();
  });
});
