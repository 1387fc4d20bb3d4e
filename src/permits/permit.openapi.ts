import { problemResponse } from '../http/standard-responses.js';
import { SIGNED_SCAN_TYPES } from './signed-scan.service.js';

/** What the permit operations document beside their own responses: the staff reads' problems and the certificate file answers. */

/** The staff reads' problems: session, a bad id, nothing readable there. */
export const readProblems = (what: string) => ({
  400: problemResponse(400, 'A path parameter is not valid: `errors` names it.'),
  401: problemResponse(401, 'No session cookie, or one that is unknown, ended, expired, or whose user is disabled.'),
  403: problemResponse(403, 'The roles need a second factor the user has not enrolled (`second_factor_enrolment_required`).'),
  404: problemResponse(404, `${what}, or it belongs to an agency this user is not limited to.`),
  500: problemResponse(500, 'Unexpected error; quote requestId.'),
  503: problemResponse(503, 'The database or the blob store cannot be reached now; retry after `Retry-After` seconds.'),
});

/** A certificate is the generated PDF, or a signed scan: PDF, PNG, JPEG or TIFF. */
const fileContent = Object.fromEntries(SIGNED_SCAN_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

export const fileResponses = {
  200: {
    description:
      'The file (PDF, or the scan as uploaded), with `ETag`, `Content-Digest` and `Repr-Digest` (sha-256), `Content-Disposition: attachment`.',
    content: fileContent,
  },
  206: { description: 'One byte range of the file (`Range`), with `Content-Range`.', content: fileContent },
  304: { description: 'Not modified: `If-None-Match` names this file.' },
  410: problemResponse(
    410,
    'The file was erased with the holder’s personal data (`file_erased`, docs/PRIVACY.md): the permit stays, the bytes are deleted.',
  ),
  416: problemResponse(416, 'The range asked for is outside the file; `Content-Range: bytes */size` says its size.'),
};
