import { type Static, type TObject, Type } from 'typebox';
import { AgencyAttachment } from '../applications/application.schemas.js';
import { named } from '../http/openapi-components.js';
import { DateTime, NullableString, nullable, requiredText, Uuid } from '../http/schema-helpers.js';
import { DocumentUploadFields } from '../uploads/upload.schemas.js';
import { AttachmentStatusSchema, ChecklistStateSchema } from '../vocabulary/attachment.vocabulary.js';

/** The fields of a staff upload: an agency's, and whether staff keep the document to themselves. */
export const StaffDocumentUploadFields = Type.Object(
  {
    ...DocumentUploadFields.properties,
    internal: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], {
        description: '`true`: for staff only, never listed for the agency nor downloadable by it. Default `false`.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StaffDocumentUploadFields = Static<typeof StaffDocumentUploadFields>;

/** The multipart body as the OpenAPI document shows it (the pipeline validates the text fields with the schemas above). */
const FILE_DESCRIPTION =
  'PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV or plain text, at most UPLOAD_LIMIT_BYTES (25 MiB by default). Its type is ' +
  'read from its content and must agree with its file name’s extension.';

/** The multipart body of an upload: the `file` part (or up to `maxFiles` of them, each a part named `file`) and the fields. */
export function multipartBody(fields: TObject, example: Record<string, string>, maxFiles = 1) {
  const file =
    maxFiles === 1
      ? { type: 'string', format: 'binary', description: `The document: ${FILE_DESCRIPTION}` }
      : {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          minItems: 1,
          maxItems: maxFiles,
          description: `One to ${maxFiles} files, each a part named \`file\`, each a ${FILE_DESCRIPTION}`,
        };
  return {
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            file,
            // Each field shows its example value too: tools (a Postman collection) fill forms from the fields, not the body's example.
            ...Object.fromEntries(
              Object.entries(fields.properties).map(([name, schema]) => [
                name,
                example[name] === undefined ? schema : { ...schema, examples: [example[name]] },
              ]),
            ),
          },
          required: ['file', ...(fields.required ?? [])],
          additionalProperties: false,
        },
        example: { file: '(the bytes of endorsement.pdf)', ...example },
      },
    },
  };
}

const uploadExample = {
  type: 'endorsement_letter',
  title: 'Endorsement of the Dean, College of Science',
  description: 'Signed 12 November 2026',
};
export const DocumentUploadBody = multipartBody(DocumentUploadFields, uploadExample);
export const StaffDocumentUploadBody = multipartBody(StaffDocumentUploadFields, { ...uploadExample, internal: 'false' });

/** Where else a library document is attached and when it was accepted before (issue 32 §5): what saves a reviewer a second reading. */
export const LibraryReuse = Type.Object(
  {
    documentId: { ...Uuid, description: 'The agency’s library document the attachment was made from.' },
    alsoAttachedTo: Type.Array(
      Type.Object(
        {
          applicationId: Uuid,
          registrationNo: Type.String(),
          attachmentId: Uuid,
          status: AttachmentStatusSchema,
        },
        { additionalProperties: false },
      ),
      { description: 'The other applications the same library document is attached to, oldest first.' },
    ),
    acceptedBefore: nullable(
      Type.Object(
        {
          applicationId: Uuid,
          registrationNo: Type.String(),
          attachmentId: Uuid,
          acceptedAt: DateTime,
          reviewerId: nullable(Uuid),
          reviewerName: { ...NullableString, description: 'The staff user who accepted it.' },
          reviewerRole: { ...NullableString, description: 'The role they accepted it in (e.g. `intake`).' },
        },
        { additionalProperties: false },
      ),
      { description: 'The last acceptance of the same document in another application; null when it was never accepted there.' },
    ),
  },
  { ...named('LibraryReuse'), additionalProperties: false },
);
export type LibraryReuse = Static<typeof LibraryReuse>;

export const StaffAttachment = Type.Object(
  {
    ...AgencyAttachment.properties,
    status: AttachmentStatusSchema,
    url: Type.String({ description: 'The staff download link (needs the staff session).' }),
    internal: Type.Boolean({ description: 'For staff only: never shown to the agency.' }),
    reason: { ...NullableString, description: 'Why it was rejected (the agency reads it in the `document_rejected` notice).' },
    createdAt: DateTime,
    size: nullable(Type.Integer(), { description: 'Bytes.' }),
    contentType: { ...NullableString, description: 'The type sniffed from the content, sent with the download.' },
    uploadedBy: nullable(Uuid, { description: 'The uploading actor (an API client or a staff user).' }),
    uploadedByKind: { ...NullableString, description: '`agency` or `staff`.' },
    reviewedBy: nullable(Uuid),
    reviewedAt: nullable(DateTime),
    supersededBy: nullable(Uuid, { description: 'The newer attachment of the same type that replaced this one.' }),
    updatedAt: nullable(DateTime),
    library: nullable(LibraryReuse, {
      description: 'Attached from the agency’s document library: where else, and accepted before. Null for an upload.',
    }),
  },
  { ...named('StaffAttachment'), description: 'A document of the application as staff see it, internal ones included.' },
);
export type StaffAttachment = Static<typeof StaffAttachment>;

export const ChecklistItemStatus = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    required: Type.Boolean(),
    state: ChecklistStateSchema,
    attachmentId: nullable(Uuid, { description: 'The file that decides the state, if any.' }),
    reason: { ...NullableString, description: 'Why the file was rejected, or the requirement waived.' },
  },
  { ...named('ChecklistItemStatus'), description: 'One document of the checklist of the application type, and where it stands.' },
);

export const StaffAttachments = Type.Object(
  {
    attachments: Type.Array(StaffAttachment, { description: 'Oldest first.' }),
    checklist: Type.Array(ChecklistItemStatus, { description: 'In the order of the setting `attachments.checklists`.' }),
    missingRequirements: Type.Array(Type.String(), {
      description: 'The types of the required items neither accepted nor waived: `accept` waits for them.',
    }),
  },
  { ...named('StaffAttachments'), description: "An application's documents and its checklist." },
);
export type StaffAttachments = Static<typeof StaffAttachments>;

export const StaffApplicationParams = Type.Object({ id: { ...Uuid, description: 'The application’s uuid.' } });
export const StaffAttachmentParams = Type.Object({
  id: { ...Uuid, description: 'The application’s uuid.' },
  attachmentId: { ...Uuid, description: 'The attachment’s uuid.' },
});

/** How the staff download is sent: saved (the default), or shown in the browser (the back-office's viewer frames it). */
export const StaffFileQuery = Type.Object(
  {
    disposition: Type.Optional(
      Type.Union([Type.Literal('attachment'), Type.Literal('inline')], {
        description:
          '`inline`: for display in the browser (the back-office shows PDFs and images in place); the file still runs nothing ' +
          '(`Content-Security-Policy: sandbox`). Default `attachment`.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** What `reject_document` and `waive_requirement` need: the reason, told to the agency. */
export const ReviewReason = requiredText(2000, 'Why: told to the agency in the notice.');
