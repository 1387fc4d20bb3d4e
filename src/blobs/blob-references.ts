/**
 * The columns that point at stored bytes (`blobs.sha256`). gc removes only what none of them
 * references, so every table that keeps a blob's hash must be listed here, or gc would remove
 * bytes it still needs: add one line with the table that adds the column.
 */
export interface BlobReference {
  readonly table: string;
  readonly column: string;
}

export const BLOB_REFERENCES: readonly BlobReference[] = [
  // Attachments' files (migration 0011).
  { table: 'application_attachments', column: 'blob_sha256' },
  // Permits' certificates, generated and signed scans (migration 0012).
  { table: 'permit_certificates', column: 'blob_sha256' },
  // Agreements' signed files (migration 0012).
  { table: 'agreements', column: 'blob_sha256' },
  // The agencies' document libraries (migration 0027).
  { table: 'library_documents', column: 'blob_sha256' },
  // The public specimen dataset's versions (migration 0028).
  { table: 'specimen_dataset_versions', column: 'archive_sha256' },
];
