import { randomUUID } from 'node:crypto';
import { newId } from '../../src/shared/ids.js';
import { applicationRows } from '../data/application-rows.js';
import { aSubmission, SUBMIT_SHAPE } from '../data/submissions.js';
import { FLOOR_AGENCY } from '../seed/seeded-data.js';

/** Column lists of the four inserts, in the order `FloorRows.next` gives their values. */
export interface FloorColumns {
  readonly applicant: readonly string[];
  readonly application: readonly string[];
  readonly location: readonly string[];
  /** Without `id`: the database numbers resources, as it does for the service. */
  readonly resource: readonly string[];
}

export interface FloorValues {
  readonly applicant: unknown[];
  readonly application: unknown[];
  /** Three location rows, flattened. */
  readonly locations: unknown[];
  /** Fifteen resource rows, flattened. */
  readonly resources: unknown[];
}

/**
 * The rows of one benchmark submission (3 locations × 5 species, with its stored renderings),
 * made unique per transaction by patching the keys only: building and rendering a fresh
 * application would put the service's CPU work into what is meant to be the storage floor.
 */
export class FloorRows {
  private readonly template = applicationRows(aSubmission(0, FLOOR_AGENCY, 'FLOOR-TEMPLATE', SUBMIT_SHAPE), {
    id: newId(),
    registrationNo: 'FLOOR-TEMPLATE',
    applicantId: newId(),
    createdAt: new Date().toISOString(),
    locationIds: Array.from({ length: SUBMIT_SHAPE.locations }, () => newId()),
    firstResourceId: 1,
    noticeId: newId(),
    auditId: newId(),
    auditOccurredAt: new Date().toISOString(),
    requestId: randomUUID(),
  });
  private readonly runTag = `${Date.now().toString(36)}-${process.pid}`;
  private sequence = 0;

  readonly columns: FloorColumns = {
    applicant: Object.keys(this.template.applicant),
    application: Object.keys(this.template.application),
    location: Object.keys(this.template.locations[0] ?? {}),
    resource: Object.keys(this.template.resources[0] ?? {}).filter((column) => column !== 'id'),
  };

  get applicationType(): string {
    return this.template.application.application_type;
  }

  get locationCount(): number {
    return this.template.locations.length;
  }

  get resourceCount(): number {
    return this.template.resources.length;
  }

  next(): FloorValues {
    this.sequence += 1;
    const now = new Date().toISOString();
    const id = newId();
    const applicantId = newId();
    const number = `FLOOR-${this.runTag}-${this.sequence}`;
    const applicant = { ...this.template.applicant, id: applicantId, email_normalized: `${number}@example.org`, created_at: now };
    const application = {
      ...this.template.application,
      id,
      registration_no: number,
      source_unique_no: number,
      applicant_id: applicantId,
      created_at: now,
      updated_at: now,
    };
    const locationIds = new Map(this.template.locations.map((l) => [l.id, newId()]));
    const locations = this.template.locations.map((l) => ({ ...l, id: locationIds.get(l.id), application_id: id }));
    const resources = this.template.resources.map((r) => ({ ...r, application_id: id, location_id: locationIds.get(r.location_id) }));
    const values = (rows: readonly Record<string, unknown>[], columns: readonly string[]) =>
      rows.flatMap((row) => columns.map((c) => row[c]));
    return {
      applicant: values([applicant], this.columns.applicant),
      application: values([application], this.columns.application),
      locations: values(locations, this.columns.location),
      resources: values(resources, this.columns.resource),
    };
  }
}
