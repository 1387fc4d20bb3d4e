import { type Static, Type } from 'typebox';
import { ApplicationRefParams } from '../audit/audit.schemas.js';
import { named } from '../http/openapi-components.js';
import { DateTime, nullable, Uuid } from '../http/schema-helpers.js';
import { MAIL_STATUSES, MAIL_TEMPLATES, MailStatusSchema, MailTemplateSchema, RecipientKindSchema } from './mail.vocabulary.js';

/** What staff see of the emails (issue 19 §4): the message log. */

export const MailMessage = Type.Object(
  {
    id: Uuid,
    applicationId: nullable(Uuid, { description: 'The application it concerns; null for a digest.' }),
    agencyCode: nullable(Type.String()),
    recipient: Type.String({
      description: 'The address, in full: staff see the permittee’s address in the application anyway (docs/EMAIL.md).',
    }),
    recipientKind: RecipientKindSchema,
    template: MailTemplateSchema,
    subject: Type.String(),
    text: Type.String({ description: 'The plain-text part as sent (the HTML part says the same).' }),
    html: Type.String({
      description:
        'The HTML part as sent: a whole document, to be shown only in a sandboxed frame without scripts (the back-office’s email dialog).',
    }),
    status: MailStatusSchema,
    stuck: Type.Boolean({
      description:
        'Still `sending` more than 10 minutes after the sender claimed it (its outcome never written): the sender takes it up again, and staff may resend it.',
    }),
    attempts: Type.Integer({ minimum: 0, description: 'Tries made so far.' }),
    lastResponse: nullable(Type.String(), { description: 'The SMTP server’s answer to the last try, or why there was none.' }),
    lastResponseCode: nullable(Type.Integer(), { description: 'Its reply code (250, 451, 550…), when the server answered.' }),
    lastAttemptAt: nullable(DateTime),
    nextAttemptAt: nullable(DateTime, { description: 'When it is tried again (queued or a temporary failure).' }),
    sentAt: nullable(DateTime),
    resentFrom: nullable(Uuid, { description: 'The message this one sends again.' }),
    createdAt: { ...DateTime, description: 'When it was composed: the time of the change that called for it.' },
  },
  { ...named('MailMessage'), description: 'An email biopermit composed, and the log of its sending (docs/EMAIL.md).' },
);
export type MailMessage = Static<typeof MailMessage>;

export const MailMessageList = Type.Object(
  { items: Type.Array(MailMessage) },
  { ...named('MailMessageList'), description: 'An application’s emails, oldest first.' },
);

export const MailMessagePage = Type.Object(
  {
    items: Type.Array(MailMessage),
    nextCursor: nullable(Type.String(), { description: 'Pass as `cursor` for the next (older) page; null at the end.' }),
  },
  { ...named('MailMessagePage'), description: 'Emails, newest first.' },
);

export const MessageParams = Type.Object({
  id: ApplicationRefParams.properties.id,
  messageId: Uuid,
});

export const MailMessageQuery = Type.Object(
  {
    status: Type.Optional(
      Type.Union(
        MAIL_STATUSES.map((s) => Type.Literal(s)),
        { description: 'Only messages in this status.' },
      ),
    ),
    template: Type.Optional(
      Type.Union(
        MAIL_TEMPLATES.map((s) => Type.Literal(s)),
        { description: 'Only messages of this template.' },
      ),
    ),
    recipient: Type.Optional(
      Type.String({ minLength: 1, maxLength: 254, description: 'Only messages whose address contains this (any case).' }),
    ),
    application: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'Only those of this application (registration number or id).' }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type MailMessageQuery = Static<typeof MailMessageQuery>;
