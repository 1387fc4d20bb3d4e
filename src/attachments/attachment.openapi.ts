import { problemResponse } from '../http/standard-responses.js';
import { ALLOWED_TYPES } from '../uploads/allowed-types.js';

/** What the attachment operations document beside their own responses: the file answers and the upload refusals. */

export const ATTACHMENTS_TAG = 'Attachments';

const text = (description: string) => ({ type: 'string', description });

/** The headers of a download (src/blobs/blob-download.ts). */
const fileHeaders = {
  ETag: text('`"sha256-<hex>"`, strong: the same tag is the same bytes. Send it in `If-None-Match` (304) or `If-Range`.'),
  'Content-Disposition': text('`attachment; filename="<ASCII fallback>"; filename*=UTF-8\'\'<name>` (RFC 6266, RFC 8187).'),
  'Repr-Digest': text('`sha-256=:<base64>:` of the whole file (RFC 9530), on 200 and 206.'),
  'Accept-Ranges': text('`bytes`: one range per request is answered with 206.'),
};

/** The media types a stored file can be sent as: the allowlist's, sniffed from the content. */
const fileContent = Object.fromEntries(
  ALLOWED_TYPES.map((type) => [type.contentType.split(';')[0] as string, { schema: { type: 'string', format: 'binary' } }]),
);

export function fileResponses() {
  return {
    200: {
      description:
        'The whole file, with the Content-Type sniffed from its content at upload (never the one the uploader claimed), ' +
        '`Content-Digest` (RFC 9530) and the headers below. HEAD sends the headers only.',
      headers: { ...fileHeaders, 'Content-Digest': text('`sha-256=:<base64>:` of the bytes of this answer (RFC 9530).') },
      content: fileContent,
    },
    206: {
      description: 'One range of the file (`Range: bytes=0-1023`), with `Content-Range`; several ranges get the whole file.',
      headers: { ...fileHeaders, 'Content-Range': text('`bytes <first>-<last>/<size>`.') },
      content: fileContent,
    },
    304: { description: 'Not modified: `If-None-Match` names the ETag of this file.', headers: { ETag: fileHeaders.ETag } },
    410: problemResponse(
      410,
      'The document was erased with the permittee’s personal data (`file_erased`, docs/PRIVACY.md): its record stays, its bytes are deleted.',
    ),
    416: problemResponse(416, 'The range starts past the end of the file; `Content-Range: bytes */<size>` gives its size.'),
  };
}

/** The refusals of an upload beside the standard ones; each stores nothing. */
export function uploadRefusals(options: { readonly idempotent?: boolean } = {}) {
  return {
    409: problemResponse(
      409,
      'The application is issued, denied, withdrawn, abandoned or cancelled: it takes no documents (`application_closed`).',
    ),
    413: problemResponse(
      413,
      'The file is larger than UPLOAD_LIMIT_BYTES (25 MiB by default), or a DOCX, XLSX or ODT whose entries would inflate past ' +
        'UPLOAD_ZIP_MAX_UNCOMPRESSED_BYTES (256 MiB) or one entry past UPLOAD_ZIP_MAX_RATIO (100:1); `errors` names `/file`.',
    ),
    415: problemResponse(
      415,
      'The body is not multipart/form-data, or the file’s content is not on the allowlist (PDF, PNG, JPEG, TIFF, DOCX, XLSX, ' +
        'ODT, CSV, plain text) or does not match its file name’s extension, or is a DOCX, XLSX or ODT whose zip central directory cannot be read; `detail` says what the content is and what the name claims.',
    ),
    ...(options.idempotent
      ? {
          422: problemResponse(
            422,
            'The Idempotency-Key was used before with another request (`idempotency_key_reused`). Nothing was stored.',
          ),
        }
      : {}),
  };
}
