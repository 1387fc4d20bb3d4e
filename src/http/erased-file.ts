import { AppError } from './errors.js';

/**
 * The answer to a download of a file whose bytes erasure deleted (issue 21 §2): 410 `file_erased`,
 * saying what the file was and when it went, so nobody mistakes it for a missing or mistyped id.
 */
export function erasedFile(what: string, erasedAt: string): AppError {
  return new AppError(
    'file_erased',
    `${what} was erased on ${erasedAt.slice(0, 10)} with the permittee’s personal data (retention period passed, or their request): its bytes are deleted`,
  );
}
