import { renderDetail, renderListItem } from './application.rendering.js';
import type { ApplicationDetail, ApplicationListItem, SubmissionReceipt } from './application.schemas.js';
import { receiptNotice, toApplicationFields, toLocationAndResourceRows } from './submission.mapping.js';
import { submissionExample } from './submission.schema.js';

/**
 * Response examples for the OpenAPI document, made from the submission example by the same mapping
 * and renderer the service uses, so they always show what a client really gets. Ids are fixed so the
 * document is the same on every start.
 */
const received = {
  id: '019ab3c2-5d10-7c4e-9f21-6a8b0c1d2e3f',
  registrationNo: 'ABS-2026-000123',
  applicantId: '019ab3c2-5d0f-7a11-8b22-3c4d5e6f7a8b',
  requestHash: '',
  submittedBy: { kind: 'agency' as const, id: '019ab3c0-0000-7000-8000-00000000c11e', agencyCode: 'BMB' },
  now: '2026-11-22T01:25:29.123Z',
};
let sequence = 0;
const fixedId = () => `019ab3c2-5d11-7000-8000-${String(++sequence).padStart(12, '0')}`;

const application = toApplicationFields(submissionExample, received);
const { locations, resources } = toLocationAndResourceRows(submissionExample, received.id, fixedId);
const aggregate = {
  application,
  locations,
  resources: resources.map((r, index) => ({ ...r, id: 4101 + index })),
  notices: [receiptNotice(submissionExample, received, '019ab3c0-0000-7000-8000-00000000c11e', fixedId())],
  attachments: [],
  permits: [],
  agreements: [],
};

export const detailExample: ApplicationDetail = renderDetail(aggregate);
export const listItemExample: ApplicationListItem = renderListItem(aggregate);
export const receiptExample: SubmissionReceipt = {
  id: received.id,
  cnaApplicationUniqueNo: received.registrationNo,
  registrationNo: received.registrationNo,
  status: application.status,
  sourceAgencyCode: submissionExample.sourceAgencyCode,
  sourceAgencyApplicationNumber: submissionExample.sourceAgencyApplicationNumber,
  createdAt: received.now,
  updatedAt: received.now,
};
