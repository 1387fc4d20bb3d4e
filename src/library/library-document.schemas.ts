import { type Static, Type } from 'typebox';
import { multipartBody } from '../attachments/attachment.schemas.js';
import { named } from '../http/openapi-components.js';
import { DateTime, NullableString, nullable, optionalText, requiredText, Uuid } from '../http/schema-helpers.js';
import { AttachmentStatusSchema } from '../vocabulary/attachment.vocabulary.js';

/**
 * The agency's document library (issue 32 §5): a document uploaded once and attached to several
 * applications by its id. The multipart fields, the document as the agency reads it, its list and the
 * attach request.
 */

export const LIBRARY_TAG = 'Document library';

/** The fields of a library upload besides the file; unknown fields are refused, as in JSON bodies. */
export const LibraryUploadFields = Type.Object(
  {
    sourceAgencyCode: requiredText(32, 'The agency whose library keeps the document: the access token’s agency.'),
    title: requiredText(200, 'Title of the document'),
    description: optionalText(2000, 'What the document is or says'),
  },
  { additionalProperties: false },
);

export const LibraryUploadBody = multipartBody(LibraryUploadFields, {
  sourceAgencyCode: 'UPLB',
  title: 'Curriculum vitae of the principal investigator',
  description: 'Updated January 2026',
});

export const LibraryDocumentUse = Type.Object(
  {
    cnaApplicationUniqueNo: Type.String({ description: 'The registration number of the application it is attached to.' }),
    attachmentId: Uuid,
    type: Type.String({ description: 'The checklist item it answers there.' }),
    status: AttachmentStatusSchema,
    attachedAt: DateTime,
  },
  { ...named('LibraryDocumentUse'), description: 'An attachment made from the library document.', additionalProperties: false },
);

export const LibraryDocument = Type.Object(
  {
    id: Uuid,
    title: Type.String(),
    description: NullableString,
    fileName: Type.String(),
    fileExtension: Type.String(),
    size: Type.Integer({ description: 'Bytes.' }),
    contentType: Type.String({ description: 'The type read from the content at upload.' }),
    sha256: Type.String({ description: 'The SHA-256 of the file, hex.' }),
    status: Type.Union([Type.Literal('available'), Type.Literal('quarantined')], {
      description: '`quarantined`: the malware scan found it infected; it is kept, but never served nor attached.',
    }),
    url: Type.String({ description: 'Where the agency downloads the file (its token opens it).' }),
    createdAt: DateTime,
    attachedTo: Type.Array(LibraryDocumentUse, { description: 'The attachments made from it, oldest first.' }),
  },
  {
    ...named('LibraryDocument'),
    description: 'A document of the agency’s library: uploaded once, attached to applications by its `id`.',
    additionalProperties: false,
    examples: [
      {
        id: '0b5f8c1e-3d6a-4f7e-9a21-6c2d8e4b7f10',
        title: 'Curriculum vitae of the principal investigator',
        description: 'Updated January 2026',
        fileName: 'cv-principal-investigator.pdf',
        fileExtension: 'pdf',
        size: 48213,
        contentType: 'application/pdf',
        sha256: '9f2c4e1a7b3d5f60812c4a9e7d3b1f05c6a8e2d4b7f9013c5e7a9b1d3f5c7e90',
        status: 'available',
        url: 'https://permits.example.ph/api/v1/external/documents/0b5f8c1e-3d6a-4f7e-9a21-6c2d8e4b7f10/file',
        createdAt: '2026-01-15T02:30:00.000Z',
        attachedTo: [
          {
            cnaApplicationUniqueNo: 'BP-2026-000123',
            attachmentId: '6e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b',
            type: 'research_proposal',
            status: 'accepted',
            attachedAt: '2026-01-16T01:00:00.000Z',
          },
        ],
      },
    ],
  },
);
export type LibraryDocument = Static<typeof LibraryDocument>;

export const LibraryDocumentList = Type.Object(
  {
    items: Type.Array(LibraryDocument, { description: 'Newest first.' }),
    nextCursor: nullable(Type.String(), {
      description: 'Send it as `cursor` for the next page (the `Link: <…>; rel="next"` header says the same); null on the last page.',
    }),
  },
  { ...named('LibraryDocumentList'), additionalProperties: false },
);

export const LibraryDocumentParams = Type.Object({ documentId: { ...Uuid, description: 'The library document’s uuid.' } });

export const LibraryListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'Page size, 1 to 500 (default 100).' })),
    cursor: Type.Optional(
      Type.String({ maxLength: 512, description: 'Opaque cursor from the `Link: <…>; rel="next"` header of the previous page.' }),
    ),
  },
  { additionalProperties: false },
);

export const AttachLibraryDocumentBody = Type.Object(
  {
    documentId: { ...Uuid, description: 'The library document to attach (`POST /api/v1/external/documents` answered it).' },
    type: requiredText(64, 'Kind of document, from the checklist of the application type (e.g. `endorsement_letter`)', {
      pattern: '^[a-z][a-z0-9_]*$',
    }),
    title: Type.Optional(requiredText(200, 'Title of the attachment; the library document’s title when absent.')),
    description: optionalText(2000, 'What the document is or says here; the library document’s description when absent.'),
  },
  {
    additionalProperties: false,
    examples: [{ documentId: '0b5f8c1e-3d6a-4f7e-9a21-6c2d8e4b7f10', type: 'endorsement_letter' }],
  },
);
export type AttachLibraryDocumentBody = Static<typeof AttachLibraryDocumentBody>;
