import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { DB, PermitTable } from '../db/schema.js';
import type { CertificateEmbeddedFile, CertificateInput } from './certificate.input.js';
import { abschExportOf } from './permit.read.service.js';

/**
 * The files a certificate carries (PDF/A-3 associated files), so the PDF alone holds what a checker
 * needs: `permit.json`, what the certificate prints as data, and `absch-permit.json`, the permit as the
 * ABS Clearing-House document (src/absch/abs-permit.document.ts). The credential and the terms join
 * this list (their capabilities add them). Key order is fixed, so the same permit gives the same bytes.
 */
export async function certificateAttachmentsOf(
  db: Kysely<DB>,
  permit: PermitTable,
  application: ApplicationState,
  input: CertificateInput,
): Promise<CertificateEmbeddedFile[]> {
  const { embeddedFiles: _files, ...printed } = input;
  const absch = await abschExportOf(db, permit, application);
  return [
    {
      name: 'permit.json',
      mediaType: 'application/json',
      description: `Permit ${permit.permit_no} as data: what this certificate prints.`,
      relationship: 'Data',
      content: json({ permitId: permit.id, issuance: permit.issuance, ...printed }),
    },
    {
      name: 'absch-permit.json',
      mediaType: 'application/json',
      description: `Permit ${permit.permit_no} as the ABS Clearing-House document (absPermit).`,
      relationship: 'Supplement',
      content: json(absch.document),
    },
  ];
}

function json(value: unknown): Uint8Array {
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
}
