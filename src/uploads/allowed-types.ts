/**
 * The closed list of file types an upload may be (issue 11 §1). A file is accepted when its content
 * is one of these, sniffed by its magic bytes, and its name's extension says the same type. CSV and
 * plain text have no magic bytes: they are recognised by `text-content.ts`.
 */
export interface AllowedType {
  /** For people: "PDF", "Word document (DOCX)". */
  readonly label: string;
  /** What the download sends as Content-Type. */
  readonly contentType: string;
  readonly extensions: readonly string[];
  /** file-type's `ext` for this content; `text` and `csv` are checked by this service instead. */
  readonly detectedAs: string;
  /** A zip archive (DOCX, XLSX, ODT): its central directory is checked against the inflation bounds (`zip-bounds.ts`). */
  readonly zip?: true;
}

export const ALLOWED_TYPES: readonly AllowedType[] = [
  { label: 'PDF', contentType: 'application/pdf', extensions: ['pdf'], detectedAs: 'pdf' },
  { label: 'PNG image', contentType: 'image/png', extensions: ['png'], detectedAs: 'png' },
  { label: 'JPEG image', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], detectedAs: 'jpg' },
  { label: 'TIFF image', contentType: 'image/tiff', extensions: ['tif', 'tiff'], detectedAs: 'tif' },
  {
    label: 'Word document (DOCX)',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    detectedAs: 'docx',
    zip: true,
  },
  {
    label: 'Excel workbook (XLSX)',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    detectedAs: 'xlsx',
    zip: true,
  },
  {
    label: 'OpenDocument text (ODT)',
    contentType: 'application/vnd.oasis.opendocument.text',
    extensions: ['odt'],
    detectedAs: 'odt',
    zip: true,
  },
  { label: 'CSV', contentType: 'text/csv; charset=utf-8', extensions: ['csv'], detectedAs: 'csv' },
  { label: 'plain text', contentType: 'text/plain; charset=utf-8', extensions: ['txt'], detectedAs: 'text' },
];

export const ACCEPTED_EXTENSIONS = ALLOWED_TYPES.flatMap((type) => type.extensions.map((extension) => `.${extension}`));

export function typeByExtension(extension: string): AllowedType | undefined {
  return ALLOWED_TYPES.find((type) => type.extensions.includes(extension));
}

export function typeByDetection(detectedAs: string): AllowedType | undefined {
  return ALLOWED_TYPES.find((type) => type.detectedAs === detectedAs);
}

/** Lower-case extension after the last dot, or '' when there is none ("README", ".profile"). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}
