import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Static, TObject } from 'typebox';
import type { BlobRegistration } from '../blobs/blob.repository.js';
import type { BlobStore, StoredBlob } from '../blobs/blob-store.js';
import { writeDigestedFile } from '../blobs/digest-file.js';
import type { FilesConfig } from '../config.js';
import { AppError, type FieldError, validationError } from '../http/errors.js';
import { escapePointerToken, unstorableTextReason } from '../http/text-rules.js';
import { extensionOf } from './allowed-types.js';
import { createClamdScanner, type MalwareScanner, ScannerUnavailableError } from './clamav.scanner.js';
import { identifyFileType } from './content-type.sniffing.js';
import { validateFields } from './upload-fields.validation.js';
import { checkZipBounds, type ZipBounds } from './zip-bounds.js';

export interface UploadDependencies {
  readonly store: BlobStore;
  readonly limitBytes: number;
  /** Set when CLAMAV_SOCKET is: every file is scanned before it is stored. */
  readonly scanner: MalwareScanner | undefined;
  /** How far a DOCX, XLSX or ODT may inflate (413 beyond). */
  readonly zipBounds: ZipBounds;
}

/** One file the pipeline received, checked and stored. */
export interface ReceivedFile {
  /** Durable in the store; pass it to `registerBlob` in the transaction that writes the referencing row. */
  readonly blob: BlobRegistration;
  /** As the client named it (busboy keeps only the last path segment); `contentDisposition` makes it safe to send back. */
  readonly fileName: string;
  /** Lower-case, without the dot: `pdf`. */
  readonly extension: string;
  /** True when the scan found malware: the bytes are kept, quarantined, and never served. */
  readonly quarantined: boolean;
}

export interface ReceivedUpload<Fields> extends ReceivedFile {
  readonly fields: Fields;
}

/** An upload of several files (an obligation's submission): each in the order sent, and the fields. */
export interface ReceivedUploads<Fields> {
  readonly files: readonly ReceivedFile[];
  readonly fields: Fields;
}

export interface UploadOptions {
  /**
   * Checks of the fields that need the route's context (an attachment's `type` against the
   * application's checklist), run before anything is stored: a problem here is a 400 like the
   * schema's, and the upload leaves nothing behind. Called only with fields the schema accepted.
   */
  readonly checkFields?: (values: Readonly<Record<string, string>>) => FieldError[];
  /**
   * A narrower allowlist for this route (a signed certificate is a PDF or an image): a file of
   * another accepted type is a 415 naming what it is and what the route takes, before it is stored.
   */
  readonly accepts?: { readonly contentTypes: readonly string[]; readonly what: string };
  /**
   * The last check, for what needs the files' digests (an `Idempotency-Key` sent before with another
   * request: the request includes the file): it runs once every other check passed and before a byte
   * is stored, so a refusal (a throw) leaves nothing behind, in the store or anywhere.
   */
  readonly beforeStoring?: (files: readonly SentFile[], fields: Readonly<Record<string, string>>) => Promise<void>;
}

/** A file as sent, once it is received and checked: its SHA-256 and name. */
export interface SentFile {
  readonly sha256: string;
  readonly fileName: string;
}

/** The multipart field that carries the file. */
export const FILE_FIELD = 'file';

/**
 * Receives a multipart upload: the file streams through a SHA-256 hasher and a byte counter into a
 * temporary file (never whole in memory), is cut at `limitBytes` (413), its type sniffed and checked
 * against the allowlist and its extension (415), a zip-based document's central directory checked
 * against the inflation bounds (413, or 415 when it cannot be read), its fields validated (400, naming each), scanned
 * when a scanner is configured (503 when the scanner fails), and only then stored, durably. A refused
 * upload leaves nothing behind: no temporary file, no blob, no row (this function writes no rows).
 *
 * Needs `installMultipart` in the route's plugin.
 */
export async function receiveUpload<Schema extends TObject>(
  request: FastifyRequest,
  dependencies: UploadDependencies,
  fieldsSchema: Schema,
  options: UploadOptions = {},
): Promise<ReceivedUpload<Static<Schema>>> {
  const { files, fields } = await receiveFiles(request, dependencies, fieldsSchema, options, 1);
  return { ...(files[0] as ReceivedFile), fields };
}

/**
 * The same for one to `maxFiles` files, each in a part named `file` (needs `installMultipart` with
 * `maxFiles`): every file is checked as `receiveUpload` checks one before any is stored, so a refusal
 * of one stores none. A problem of one file points at it by its position when several were sent
 * (`/file/1`), at `/file` when one was.
 */
export async function receiveUploads<Schema extends TObject>(
  request: FastifyRequest,
  dependencies: UploadDependencies,
  fieldsSchema: Schema,
  options: UploadOptions & { readonly maxFiles: number },
): Promise<ReceivedUploads<Static<Schema>>> {
  return receiveFiles(request, dependencies, fieldsSchema, options, options.maxFiles);
}

async function receiveFiles<Schema extends TObject>(
  request: FastifyRequest,
  dependencies: UploadDependencies,
  fieldsSchema: Schema,
  options: UploadOptions,
  maxFiles: number,
): Promise<ReceivedUploads<Static<Schema>>> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the file and its fields as multipart/form-data');
  }
  const { store } = dependencies;
  await fs.mkdir(store.temporaryDirectory, { recursive: true });
  const temporaryFiles: string[] = [];
  const nextTemporaryFile = () => {
    const file = path.join(store.temporaryDirectory, `${randomUUID()}.part`);
    temporaryFiles.push(file);
    return file;
  };
  try {
    const { files, fields } = await readParts(request, nextTemporaryFile, dependencies.limitBytes, maxFiles);
    const pointerOf = (index: number) => (files.length === 1 ? `/${FILE_FIELD}` : `/${FILE_FIELD}/${index}`);
    const problems = fieldProblems(files, fields, fieldsSchema, options, pointerOf);
    if (problems.length > 0 || files.length === 0) throw validationError(problems);

    const checked: { file: ReadFile; contentType: string; verdict: Awaited<ReturnType<typeof scan>> | undefined }[] = [];
    for (const [index, file] of files.entries()) {
      try {
        const type = await identifyFileType(file.temporaryFile, file.fileName);
        if (options.accepts !== undefined && !options.accepts.contentTypes.includes(type.contentType)) {
          const detail = `is a ${type.label}; ${options.accepts.what}`;
          throw new AppError('unsupported_media_type', `The file ${detail}`, { errors: [{ pointer: `/${FILE_FIELD}`, detail }] });
        }
        if (type.zip === true) await checkZipBounds(file.temporaryFile, type.label, dependencies.zipBounds);
        const verdict = dependencies.scanner === undefined ? undefined : await scan(dependencies.scanner, file.temporaryFile);
        checked.push({ file, contentType: type.contentType, verdict });
      } catch (error) {
        throw files.length === 1 ? error : ofFile(error, index, file.fileName);
      }
    }
    await options.beforeStoring?.(
      files.map((file) => ({ sha256: file.digest.sha256, fileName: file.fileName })),
      fields.values,
    );
    const received: ReceivedFile[] = [];
    for (const { file, contentType, verdict } of checked) {
      const stored = await store.putFile(file.temporaryFile, file.digest);
      received.push({
        blob: {
          sha256: stored.sha256,
          size: stored.size,
          contentType,
          scanStatus: verdict === undefined ? 'not_scanned' : verdict.infected ? 'infected' : 'clean',
          scanSignature: verdict?.infected ? verdict.signature : null,
        },
        fileName: file.fileName,
        extension: file.extension,
        quarantined: verdict?.infected === true,
      });
    }
    return { files: received, fields: fields.values as Static<Schema> };
  } finally {
    await Promise.all(temporaryFiles.map((file) => fs.rm(file, { force: true })));
  }
}

/** A refusal of the index-th of several files: its pointer names the file's position, its message the file. */
function ofFile(error: unknown, index: number, fileName: string): unknown {
  if (!(error instanceof AppError)) return error;
  const pointer = `/${FILE_FIELD}/${index}`;
  const errors = error.extras.errors?.map((e) => ('pointer' in e && e.pointer === `/${FILE_FIELD}` ? { ...e, pointer } : e));
  return new AppError(error.code, `File ${index + 1} (${fileName}): ${error.message}`, {
    ...error.extras,
    ...(errors === undefined ? {} : { errors }),
  });
}

interface ReadFile {
  readonly temporaryFile: string;
  readonly fileName: string;
  readonly extension: string;
  readonly digest: StoredBlob;
}

interface ReadParts {
  readonly files: readonly ReadFile[];
  readonly fields: { readonly values: Record<string, string>; readonly errors: FieldError[] };
}

/** What is wrong with the parts besides the files' types: no file or an empty one, and each field. */
function fieldProblems(
  files: ReadParts['files'],
  fields: ReadParts['fields'],
  schema: TObject,
  options: UploadOptions,
  pointerOf: (index: number) => string,
): FieldError[] {
  const problems: FieldError[] = [];
  if (files.length === 0) problems.push({ pointer: `/${FILE_FIELD}`, detail: 'is required: send the document as a file part' });
  for (const [index, file] of files.entries()) {
    if (file.digest.size === 0) problems.push({ pointer: pointerOf(index), detail: 'is empty' });
    const nameProblem = fileNameProblem(file.fileName);
    if (nameProblem !== undefined) problems.push({ pointer: pointerOf(index), detail: nameProblem });
  }
  // A field refused as sent (too long, twice) is not also reported missing by the schema.
  const refused = new Set(fields.errors.map((error) => ('pointer' in error ? error.pointer : '')));
  const schemaErrors = validateFields(schema, fields.values).filter((error) => !('pointer' in error && refused.has(error.pointer)));
  // The text rules every JSON body gets (src/http/json-body.ts), for the fields of a multipart body too.
  const textErrors = Object.entries(fields.values).flatMap(([name, value]) => {
    const reason = unstorableTextReason(value);
    return reason === undefined ? [] : [{ pointer: `/${escapePointerToken(name)}`, detail: reason }];
  });
  const fieldErrors = [...fields.errors, ...textErrors, ...schemaErrors];
  const contextErrors = fieldErrors.length === 0 ? (options.checkFields?.(fields.values) ?? []) : [];
  return [...problems, ...fieldErrors, ...contextErrors];
}

/** C0 and C1 control characters (Unicode Cc: U+0000–U+001F, U+007F–U+009F): no file name holds one on purpose. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Why the file's name cannot be kept as sent: a control character (PostgreSQL refuses the NUL, SQLite
 * would keep it, and either would hand it to every later download's Content-Disposition), or text
 * that is not Unicode. Checked with the fields, before anything is stored.
 */
function fileNameProblem(fileName: string): string | undefined {
  if (CONTROL_CHARACTER.test(fileName)) return 'has a file name with a control character (U+0000–U+001F, U+007F–U+009F)';
  const reason = unstorableTextReason(fileName);
  return reason === undefined ? undefined : `has a file name that ${reason}`;
}

/** Every part, in the order sent (fields may come before or after the files). */
async function readParts(
  request: FastifyRequest,
  nextTemporaryFile: () => string,
  limitBytes: number,
  maxFiles: number,
): Promise<ReadParts> {
  const files: ReadFile[] = [];
  const values: Record<string, string> = {};
  const errors: FieldError[] = [];
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          errors.push({ pointer: `/${part.fieldname}`, detail: `is a file; the document goes in the "${FILE_FIELD}" part` });
          continue;
        }
        files.push(await receiveFile(part, nextTemporaryFile(), limitBytes));
        continue;
      }
      const pointer = `/${part.fieldname}`;
      if (Object.hasOwn(values, part.fieldname)) errors.push({ pointer, detail: 'is sent more than once' });
      else if (part.valueTruncated) errors.push({ pointer, detail: 'is too long' });
      else values[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw multipartError(error, limitBytes, maxFiles);
  }
  return { files, fields: { values, errors } };
}

async function receiveFile(part: MultipartFile, temporaryFile: string, limitBytes: number): Promise<ReadFile> {
  const digest = await writeDigestedFile(part.file, temporaryFile, { fsync: false });
  // Streaming, busboy does not fail at the limit: it ends the stream early and says so here.
  if (part.file.truncated) throw tooLarge(limitBytes);
  return { temporaryFile, fileName: part.filename, extension: extensionOf(part.filename), digest };
}

function tooLarge(limitBytes: number): AppError {
  const detail = `is larger than the limit of ${limitBytes} bytes`;
  return new AppError('payload_too_large', `The file ${detail}`, { errors: [{ pointer: `/${FILE_FIELD}`, detail }] });
}

/** @fastify/multipart's and busboy's errors, as ours. Anything else (a full disk…) stays a 500. */
function multipartError(error: unknown, limitBytes: number, maxFiles: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : '';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(limitBytes);
    case 'FST_FILES_LIMIT':
      return validationError([
        {
          pointer: `/${FILE_FIELD}`,
          detail: maxFiles === 1 ? 'only one file may be sent per upload' : `at most ${maxFiles} files may be sent per upload`,
        },
      ]);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('validation_failed', 'The upload has too many fields');
    case 'FST_PROTO_VIOLATION':
      return new AppError('validation_failed', 'A field has a reserved name');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('validation_failed', 'A field declared as JSON is not valid JSON');
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('validation_failed', 'The request ended before the upload was complete');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('unsupported_media_type', 'Send the file and its fields as multipart/form-data');
  }
  if (/multipart|boundary|part terminated|unexpected end of (form|multipart)|malformed/i.test(message)) {
    return new AppError('validation_failed', `The multipart body is malformed: ${message}`, { cause: error });
  }
  return error;
}

async function scan(scanner: MalwareScanner, file: string) {
  try {
    return await scanner.scan(createReadStream(file));
  } catch (error) {
    if (!(error instanceof ScannerUnavailableError)) throw error;
    throw new AppError('service_unavailable', 'The malware scanner could not check the file; send it again later', {
      headers: { 'retry-after': '60' },
      cause: error,
    });
  }
}

/** The pipeline's dependencies as the configuration sets them (the store is opened by the caller, who closes it). */
export function uploadDependencies(files: FilesConfig, store: BlobStore): UploadDependencies {
  return {
    store,
    limitBytes: files.uploadLimitBytes,
    scanner: files.clamavSocket === undefined ? undefined : createClamdScanner(files.clamavSocket),
    zipBounds: files.zipBounds,
  };
}
