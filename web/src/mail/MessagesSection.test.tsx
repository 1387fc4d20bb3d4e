import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../api/client';
import { renderWithProviders, TEST_ORIGIN } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import { MessagesSection } from './MessagesSection';
import type { MailMessage } from './messages.queries';

const INTAKE: StaffAccount = { email: 'rosa.dizon@bmb.gov.ph', password: 'x', name: 'Rosa Dizon', roles: ['intake'] };
const VIEWER: StaffAccount = { email: 'lito.ramos@bmb.gov.ph', password: 'x', name: 'Lito Ramos', roles: ['viewer'] };
const APPLICATION_ID = '0193a0b0-0000-7000-8000-000000000101';
const MESSAGES = `/api/v1/staff/applications/${APPLICATION_ID}/messages`;

const aMessage = (overrides: Partial<MailMessage>): MailMessage => ({
  id: '0193a0b0-0000-7000-8000-000000000201',
  applicationId: APPLICATION_ID,
  agencyCode: 'BMB',
  recipientKind: 'permittee',
  recipient: 'maria.santos@example.org',
  template: 'received',
  subject: 'Application ABS-2026-000123 received',
  text: 'Dear Maria Reyes Santos,\n\nApplication ABS-2026-000123 was received.',
  html:
    '<!doctype html><html><body><p>Dear Maria Reyes Santos,</p><p>Application ABS-2026-000123 was <strong>received</strong>.</p>' +
    '<script>parent.document.title = "scripted"</script></body></html>',
  status: 'sent',
  stuck: false,
  attempts: 1,
  lastResponse: '250 2.0.0 Ok: queued as 4F1A2',
  lastResponseCode: 250,
  lastAttemptAt: '2026-11-24T01:00:05.000Z',
  nextAttemptAt: null,
  sentAt: '2026-11-24T01:00:05.000Z',
  resentFrom: null,
  createdAt: '2026-11-24T01:00:00.000Z',
  ...overrides,
});

const SENT = aMessage({});
const FAILED = aMessage({
  id: '0193a0b0-0000-7000-8000-000000000202',
  recipientKind: 'agency_contact',
  recipient: 'permits@bmb.example.ph',
  template: 'deficiency',
  subject: 'Application ABS-2026-000123 is incomplete: action needed',
  status: 'permanent_failure',
  attempts: 1,
  lastResponse: '550 No such user here',
  lastResponseCode: 550,
  sentAt: null,
  createdAt: '2026-11-24T02:00:00.000Z',
});
const QUEUED = aMessage({
  id: '0193a0b0-0000-7000-8000-000000000203',
  template: 'deficiency',
  subject: 'Application ABS-2026-000123 is incomplete: action needed',
  status: 'queued',
  attempts: 0,
  lastResponse: null,
  lastResponseCode: null,
  lastAttemptAt: null,
  nextAttemptAt: '2026-11-24T02:00:00.000Z',
  sentAt: null,
  createdAt: '2026-11-24T02:00:00.000Z',
});

let service: SessionApiStandIn;
let messages: MailMessage[];
beforeEach(() => {
  messages = [SENT, FAILED, QUEUED];
  service = new SessionApiStandIn([INTAKE, VIEWER]);
  service.signIn(INTAKE.email);
  service.routes.set(`GET ${MESSAGES}`, () => json({ items: messages }));
});

const renderSection = () =>
  renderWithProviders(<MessagesSection applicationId={APPLICATION_ID} />, {
    api: createApi({ baseUrl: TEST_ORIGIN, fetch: service.fetch }),
  });
const rowOf = (table: HTMLElement, recipient: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(recipient) !== null) as HTMLElement;

describe("the application's emails", () => {
  it('lists each message with its recipient, status, tries and the server’s answer; a failed one says so', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Emails' });
    expect(within(table).getAllByRole('row')).toHaveLength(4); // the header and three messages

    const sent = rowOf(table, 'maria.santos@example.org');
    expect(within(sent).getByText('Application ABS-2026-000123 received')).toBeVisible();
    expect(within(sent).getByText('Permittee')).toBeVisible();
    expect(within(sent).getByText('Sent')).toBeVisible();
    expect(within(sent).getByText('1 try')).toBeVisible();
    expect(within(sent).getByText('250 2.0.0 Ok: queued as 4F1A2')).toBeVisible();

    const failed = rowOf(table, 'permits@bmb.example.ph');
    expect(within(failed).getByText('Agency contact')).toBeVisible();
    expect(within(failed).getByText('Failed')).toBeVisible();
    expect(within(failed).getByText('550 No such user here')).toBeVisible();
    expect(within(failed).getByRole('button', { name: `Resend ${FAILED.subject} to permits@bmb.example.ph` })).toBeVisible();

    // One still on its way cannot be resent: no button, no answer yet.
    const queued = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText('Queued') !== null) as HTMLElement;
    expect(within(queued).getByText('0 tries')).toBeVisible();
    expect(within(queued).queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  it('resends a failed message and lists the new one, queued and marked as resent', async () => {
    const copy = aMessage({
      ...QUEUED,
      id: '0193a0b0-0000-7000-8000-000000000204',
      recipient: FAILED.recipient,
      recipientKind: 'agency_contact',
      resentFrom: FAILED.id,
    });
    service.routes.set(`POST ${MESSAGES}/${FAILED.id}/resend`, () => {
      messages = [SENT, FAILED, QUEUED, copy];
      return json(copy, 201);
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: `Resend ${FAILED.subject} to permits@bmb.example.ph` }));

    const table = screen.getByRole('table', { name: 'Emails' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const resent = within(table)
      .getByText(/resent/)
      .closest('tr') as HTMLElement;
    expect(within(resent).getByText('permits@bmb.example.ph')).toBeVisible();
    expect(within(resent).getByText('Queued')).toBeVisible();
    expect(service.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      `${MESSAGES}/${FAILED.id}/resend`,
    ]);
  });

  it('shows a refused resend as the problem’s title and detail, and keeps the list', async () => {
    service.routes.set(`POST ${MESSAGES}/${SENT.id}/resend`, () =>
      problem(
        403,
        'not_permitted',
        'Your roles do not allow this',
        'Resending an email needs one of the roles admin, intake, evaluator, chief, approver',
      ),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: `Resend ${SENT.subject} to maria.santos@example.org` }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your roles do not allow this');
    expect(alert).toHaveTextContent('Resending an email needs one of the roles');
    expect(within(screen.getByRole('table', { name: 'Emails' })).getAllByRole('row')).toHaveLength(4);
  });

  it('offers no Resend to a viewer, whom the service would refuse, and lists the same messages', async () => {
    service.signIn(VIEWER.email);
    renderSection();
    const table = await screen.findByRole('table', { name: 'Emails' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(rowOf(table, 'permits@bmb.example.ph')).getByText('Failed')).toBeVisible();
    expect(within(table).queryAllByRole('button', { name: /Resend/ })).toEqual([]);
  });

  it('opens an email from its subject: its plain text, and its HTML in a sandboxed frame that runs no script', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: SENT.subject }));
    const dialog = await screen.findByRole('dialog', { name: SENT.subject });
    expect(within(dialog).getByText(/To maria\.santos@example\.org \(Permittee\)/)).toBeVisible();
    const frame = within(dialog).getByTitle(`HTML part of ${SENT.subject}`) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(SENT.html);
    expect(frame.getAttribute('src')).toBeNull();

    await user.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    const text = within(dialog).getByText(/Application ABS-2026-000123 was received\./);
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(SENT.text);
    expect(document.title).not.toBe('scripted');
  });

  it('offers Resend for a message stuck sending past the bound, not for one sending now', async () => {
    const sending = aMessage({ ...QUEUED, id: '0193a0b0-0000-7000-8000-000000000205', status: 'sending', recipient: 'now@example.org' });
    const stuck = aMessage({ ...sending, id: '0193a0b0-0000-7000-8000-000000000206', recipient: 'stuck@example.org', stuck: true });
    messages = [sending, stuck];
    renderSection();
    const table = await screen.findByRole('table', { name: 'Emails' });
    expect(within(rowOf(table, 'now@example.org')).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(within(rowOf(table, 'stuck@example.org')).getByRole('button', { name: /Resend/ })).toBeVisible();
  });

  it('says so when the application has no email', async () => {
    messages = [];
    renderSection();
    expect(await screen.findByText('No emails')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
