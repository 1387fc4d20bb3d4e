import { MAIL_STATUSES, MAIL_TEMPLATES } from './mail-vocabulary';
import type { MailStatus, MailTemplate, MessagesQuery } from './messages.queries';

/** What the log of every email keeps in the URL: its filters and the page. */
export interface MessagesSearch {
  status?: MailStatus;
  template?: MailTemplate;
  recipient?: string;
  application?: string;
  cursor?: string;
}

function text(value: unknown, max: number): string | undefined {
  const candidate = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return candidate && candidate.length <= max ? candidate : undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The route's validateSearch: what the service would refuse is dropped, never sent (the limits of MailMessageQuery). */
export function validateMessagesSearch(raw: Record<string, unknown>): MessagesSearch {
  return {
    status: oneOf(MAIL_STATUSES, raw.status),
    template: oneOf(MAIL_TEMPLATES, raw.template),
    recipient: text(raw.recipient, 254),
    application: text(raw.application, 64),
    cursor: text(raw.cursor, 200),
  };
}

/** The URL's state as the listing's query. */
export function messagesQueryOf(search: MessagesSearch): MessagesQuery {
  const query: MessagesQuery = {};
  if (search.status) query.status = search.status;
  if (search.template) query.template = search.template;
  if (search.recipient) query.recipient = search.recipient;
  if (search.application) query.application = search.application;
  if (search.cursor) query.cursor = search.cursor;
  return query;
}

export function isFiltered(search: MessagesSearch): boolean {
  return Boolean(search.status || search.template || search.recipient || search.application);
}

/** The next URL state: any change but paging goes back to the first page (a cursor belongs to one query). */
export function changeMessagesSearch(previous: MessagesSearch, change: Partial<MessagesSearch>): MessagesSearch {
  const next: MessagesSearch = { ...previous, ...change };
  if (!('cursor' in change)) delete next.cursor;
  for (const key of Object.keys(next) as (keyof MessagesSearch)[]) if (!next[key]) delete next[key];
  return next;
}
