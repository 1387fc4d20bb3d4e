import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { DB, PermitTable } from '../db/schema.js';
import type { CertificateEmbeddedFile, CertificateInput } from './certificate.input.js';
import { abschExportOf } from './permit.read.service.js';

/**
 * The files a certificate carries (PDF/A-3 associated files), so the PDF alone holds what a checker
 * needs: `permit.json`, what the certificate prints as data (its terms among it: the authorised lines and
 * collectors, the conditions), `absch-permit.json`, the permit as the ABS Clearing-House document
 * (src/absch/abs-permit.document.ts), and `credential.txt`, the `BP1:` credential its QR code holds
 * (docs/TRUST.md), for a checker whose scan of the code failed. Key order is fixed, so the same permit
 * gives the same bytes.
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
    ...(input.qrText === undefined
      ? []
      : [
          {
            name: 'credential.txt',
            mediaType: 'text/plain',
            description: `Permit ${permit.permit_no}'s signed credential, as its QR code holds it (biopermit verify-credential checks it).`,
            relationship: 'Alternative' as const,
            content: Buffer.from(`${input.qrText}\n`, 'utf8'),
          },
        ]),
  ];
}

function json(value: unknown): Uint8Array {
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
}
