import { aSubmission, SUBMIT_SHAPE } from '../data/submissions.js';
import { LISTED_AGENCIES, SUBMIT_AGENCY, seededApplication } from '../seed/seeded-data.js';
import type { RequestSpec } from './load-test.js';

export type Tokens = ReadonlyMap<string, string>;

function bearer(tokens: Tokens, agencyCode: string): Record<string, string> {
  const token = tokens.get(agencyCode);
  if (token === undefined) throw new Error(`no token for agency ${agencyCode}`);
  return { authorization: `Bearer ${token}` };
}

function randomIndex(size: number): number {
  return Math.floor(Math.random() * size);
}

/**
 * A 2.6 KB submission (3 locations × 5 species) with a new agency application number each time:
 * the same number twice would be an idempotent retry (200, nothing stored), not a submission.
 */
export function submitRequests(tokens: Tokens): () => RequestSpec {
  const marker = '__NUMBER__';
  const [before, after] = JSON.stringify(aSubmission(1, SUBMIT_AGENCY, marker, SUBMIT_SHAPE)).split(marker);
  const run = `bench-${Date.now().toString(36)}-${process.pid}`;
  const headers = { ...bearer(tokens, SUBMIT_AGENCY), 'content-type': 'application/json' };
  let sequence = 0;
  return () => {
    sequence += 1;
    return { method: 'POST', path: '/api/v1/external/application', headers, body: `${before}${run}-${sequence}${after}` };
  };
}

/** The detail of a random seeded application, with its own agency's token. */
export function detailRequests(tokens: Tokens, applications: number): () => RequestSpec {
  return () => {
    const { agencyCode, registrationNo } = seededApplication(randomIndex(applications), applications);
    return {
      method: 'GET',
      path: `/api/v1/external/application/${registrationNo}/agency/${agencyCode}`,
      headers: bearer(tokens, agencyCode),
    };
  };
}

export const LIST_PAGE_SIZE = 50;

/** The first (newest) page of 50 of a random seeded agency that receives no submissions. */
export function listRequests(tokens: Tokens): () => RequestSpec {
  return () => {
    const agencyCode = LISTED_AGENCIES[randomIndex(LISTED_AGENCIES.length)] ?? '';
    return {
      method: 'GET',
      path: `/api/v1/external/application/agency/${agencyCode}?limit=${LIST_PAGE_SIZE}`,
      headers: bearer(tokens, agencyCode),
    };
  };
}

/** Workqueues a staff member opens, sorted by due date: each a page of 50 along an index of its own. */
const QUEUES = ['for_evaluation', 'for_decision', 'unassigned_intake', 'at_risk', 'on_hold'] as const;

/** The first page of a random workqueue, as a viewer with a session cookie. */
export function workqueueRequests(cookie: string): () => RequestSpec {
  return () => ({
    method: 'GET',
    path: `/api/v1/staff/applications?queue=${QUEUES[randomIndex(QUEUES.length)]}&limit=${LIST_PAGE_SIZE}`,
    headers: { cookie },
  });
}

/** A search for the registration number of a random seeded application (what someone on the phone reads out). */
export function searchRequests(cookie: string, applications: number): () => RequestSpec {
  return () => {
    const { registrationNo } = seededApplication(randomIndex(applications), applications);
    return { method: 'GET', path: `/api/v1/staff/applications?q=${registrationNo}&limit=${LIST_PAGE_SIZE}`, headers: { cookie } };
  };
}
