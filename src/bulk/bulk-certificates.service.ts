import { buffer } from 'node:stream/consumers';
import { PDFDocument } from 'pdf-lib';
import type { StaffActor } from '../auth/actor.js';
import type { DownloadableFile } from '../blobs/blob-download.js';
import { AppError } from '../http/errors.js';
import type { PermitDeps } from '../permits/permit.deps.js';
import { certificateForStaff, readablePermit } from '../permits/permit.read.service.js';
import { findCurrentCertificate, findPermitByNumber } from '../permits/permit.repository.js';
import type { AuditContext } from '../staff/audit-context.js';
import type { BatchAnswer } from './bulk.schemas.js';
import { assertNoRepeats, type BatchContext, runBatch } from './bulk.service.js';

/**
 * Several permits' current certificates printed as one PDF (issue 32 §4): each is the very file the
 * single download sends (the signed scan when one was uploaded, else the PDF generated at issue), read
 * and logged by the same `certificateForStaff` (`permit.certificate_downloaded`), and its pages appended
 * in the order asked. The files are merged, not drawn again: what is printed is the certificate of
 * record, signatures and all. A scanned image (PNG, JPEG) becomes one A4 page; a TIFF scan, which no
 * PDF can hold as it is, is refused naming the permit (download it alone), before it is logged.
 */

/** A4 in points, for a scanned image. */
const A4 = { width: 595.28, height: 841.89 };
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

export interface PrintedCertificates {
  /** The merged PDF; undefined when no certificate could be printed. */
  readonly pdf: Uint8Array | undefined;
  readonly answer: BatchAnswer;
}

export async function printCertificates(
  deps: PermitDeps,
  request: { readonly actor: StaffActor; readonly audit: AuditContext; readonly context: BatchContext },
  permitNos: readonly string[],
): Promise<PrintedCertificates> {
  assertNoRepeats(permitNos, (position) => `/permitNos/${position}`);
  const merged = await PDFDocument.create();
  merged.setTitle(`Permit certificates: ${permitNos.join(', ')}`);
  merged.setCreator('biopermit');
  merged.setProducer('biopermit (pdf-lib)');
  const answer = await runBatch(
    request.context,
    permitNos,
    (permitNo) => permitNo,
    async (permitNo) => {
      const found = await findPermitByNumber(deps.db, permitNo);
      if (found === undefined) throw new AppError('not_found', `No permit ${permitNo}`);
      const { permit, application } = await readablePermit(deps, request.actor, found.id);
      const current = await findCurrentCertificate(deps.db, permit.id);
      if (current !== undefined && !printable(current.content_type)) {
        throw new AppError(
          'unsupported_media_type',
          `The certificate of permit ${permitNo} is a ${current.content_type} scan, which cannot be printed with others: download it alone`,
        );
      }
      const file = await certificateForStaff(deps, request.actor, permit.id, undefined, request.audit);
      await appendCertificate(deps, merged, permitNo, file);
      return { applicationId: application.id };
    },
  );
  return { pdf: answer.done === 0 ? undefined : await merged.save(), answer };
}

function printable(contentType: string): boolean {
  return contentType === 'application/pdf' || IMAGE_TYPES.has(contentType);
}

async function appendCertificate(deps: PermitDeps, merged: PDFDocument, permitNo: string, file: DownloadableFile): Promise<void> {
  if (file.scanStatus === 'infected') {
    throw new AppError('file_quarantined', `The certificate of permit ${permitNo} is quarantined: a malware scan found it infected`);
  }
  const bytes = await buffer(await deps.store.open(file.sha256));
  if (file.contentType === 'application/pdf') {
    const source = await PDFDocument.load(bytes, { ignoreEncryption: true }).catch((error: unknown) => {
      throw new AppError('unsupported_media_type', `The certificate of permit ${permitNo} (${file.fileName}) cannot be read as a PDF`, {
        cause: error,
      });
    });
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
    return;
  }
  const image = file.contentType === 'image/png' ? await merged.embedPng(bytes) : await merged.embedJpg(bytes);
  const scale = Math.min(A4.width / image.width, A4.height / image.height);
  const page = merged.addPage([A4.width, A4.height]);
  const size = { width: image.width * scale, height: image.height * scale };
  page.drawImage(image, { x: (A4.width - size.width) / 2, y: (A4.height - size.height) / 2, ...size });
}
