import type { Kysely } from 'kysely';
import type { StaffActor } from '../../auth/actor.js';
import type { DB } from '../../db/schema.js';
import type { SubjectQuery } from '../data-subjects/data-subject.repository.js';
import { subjectApplications } from '../data-subjects/data-subject.service.js';
import { collapsedReads } from './read-log.js';
import type { PersonalDataReads } from './read-log.schemas.js';

/** Who read the person's personal data: each reader's repeated reads of one thing collapsed, the latest first. */
export async function personalDataReads(db: Kysely<DB>, actor: StaffActor, query: SubjectQuery): Promise<PersonalDataReads> {
  const applications = await subjectApplications(db, actor, query);
  return {
    reads: await collapsedReads(
      db,
      applications.map((row) => row.id),
    ),
  };
}
