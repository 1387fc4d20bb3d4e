import type { Kysely } from 'kysely';
import { renderDetail } from '../applications/application.rendering.js';
import { findApplicationId, loadAggregate } from '../applications/application.repository.js';
import type { ApplicationDetail } from '../applications/application.schemas.js';
import type { JournalEntry } from '../applications/application.write.js';
import { findJournal, toJournalEntry } from '../applications/journal.repository.js';
import { staffDownloadPath } from '../attachments/attachment.service.js';
import { staffDocuments } from '../attachments/staff-documents.js';
import { openJournalPayloads } from '../audit/subject-keys.js';
import type { Actor, StaffActor } from '../auth/actor.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { clearancesOf } from '../places/jurisdiction.service.js';
import { findPlacesOfApplication } from '../places/place.repository.js';
import { psgcNameOf } from '../places/psgc.table.js';
import { allowedActions, mayReadApplication, unavailableActions } from '../policy/application.policy.js';
import type { SettingsReader } from '../settings/settings.cache.js';
import type { JournalAction, NoticeType, NoticeVisibility } from '../vocabulary/workflow.vocabulary.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { situationOf, type WorkflowSettings, workflowSettings } from '../workflow/workflow.engine.js';
import { findAgencyCodeOf, findStaffNames } from './staff-application.repository.js';
import type { StaffApplication } from './staff-application.schemas.js';

/**
 * The staff view of one application (GET /api/v1/staff/applications/{id}, and the answer of every
 * action): everything the back-office's application page shows, in one read.
 */

export interface StaffViewDeps {
  readonly db: Kysely<DB>;
  /** The registry (src/actions.ts): the view lists the actions allowed now. */
  readonly actions: ActionRegistry;
  readonly settings: SettingsReader;
  /** PUBLIC_BASE_URL, for the documents' download links; relative links when unset. */
  readonly publicBaseUrl?: string | undefined;
}

type Person = StaffApplication['assignee'] & {};

/** The application's id, when it exists and the actor may see it; a 404 otherwise (as for another agency's). */
export async function visibleApplicationId(db: Kysely<DB>, actor: Actor, numberOrId: string): Promise<string> {
  const id = await findApplicationId(db, numberOrId);
  const agencyCode = id === undefined ? undefined : await findAgencyCodeOf(db, id);
  if (id === undefined || agencyCode === undefined || !mayReadApplication(actor, agencyCode)) {
    throw new AppError('not_found', `No application ${numberOrId}`);
  }
  return id;
}

export async function staffView(deps: StaffViewDeps, actor: StaffActor, id: string): Promise<StaffApplication> {
  const settings = await workflowSettings(deps.settings);
  return staffViewWith({ db: deps.db, actions: deps.actions, settings, publicBaseUrl: deps.publicBaseUrl }, actor, id);
}

/**
 * The view read through `db` with the workflow settings already read: what an action answers with,
 * read in its transaction (the settings come from before it: on SQLite the transaction holds the one
 * connection the settings reader would wait for).
 */
export async function staffViewWith(
  deps: {
    readonly db: Kysely<DB>;
    readonly actions: ActionRegistry;
    readonly settings: WorkflowSettings;
    readonly publicBaseUrl?: string | undefined;
  },
  actor: StaffActor,
  id: string,
): Promise<StaffApplication> {
  const aggregate = await loadAggregate(deps.db, id);
  if (aggregate === undefined || !mayReadApplication(actor, aggregate.application.agency_code)) {
    throw new AppError('not_found', `No application ${id}`);
  }
  const a = aggregate.application;
  const journal = (await findJournal(deps.db, id)).map(toJournalEntry);
  const situation = await situationOf(deps.settings, deps.actions, deps.db, a, journal);
  const { state } = situation;
  const people = await peopleOf(deps.db, a.agency_code, journal, [
    ...aggregate.notices.map((n) => n.author_id),
    ...(state.assigneeId === null ? [] : [state.assigneeId]),
    ...journal.flatMap((entry) => {
      const assignee = assigneeIdOf(entry);
      return typeof assignee === 'string' ? [assignee] : [];
    }),
  ]);
  const person = (personId: string): Person => people.get(personId) ?? { kind: 'staff', id: personId, name: 'Unknown user' };
  const locations = [...aggregate.locations].sort((x, y) => x.position - y.position);
  return {
    id: a.id,
    registrationNo: a.registration_no,
    sourceAgencyCode: a.agency_code,
    sourceAgencyApplicationNumber: a.source_unique_no,
    version: a.version,
    status: a.status,
    statusChangedAt: a.status_changed_at ?? a.created_at,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
    hold: state.hold === null ? null : { ...state.hold, by: person(state.hold.by) },
    referral: state.referral === null ? null : { ...state.referral, by: person(state.referral.by) },
    assignee: state.assigneeId === null ? null : person(state.assigneeId),
    extended: state.extended,
    acceptedAt: state.acceptedAt,
    decidedAt: state.decidedAt,
    recommendation:
      state.recommendation === null
        ? null
        : {
            recommendation: state.recommendation.recommendation,
            by: person(state.recommendation.by),
            at: state.recommendation.at,
            reasons: lastText(journal, 'recommended', 'reasons'),
          },
    endorsement:
      state.endorsement === null
        ? null
        : { by: person(state.endorsement.by), at: state.endorsement.at, text: lastText(journal, 'endorsed', 'text') },
    clock: situation.clock,
    allowedActions: allowedActions(actor, { agencyCode: a.agency_code, situation }, deps.actions.staffActions),
    unavailableActions: unavailableActions(actor, { agencyCode: a.agency_code, situation }, deps.actions.staffActions),
    application: withStaffLinks(renderDetail(aggregate), a.id, deps.publicBaseUrl ?? ''),
    confidential: {
      absLinkCode: a.abs_link_code,
      additionalNotes: a.additional_notes,
      firstName: a.permittee_first_name,
      middleName: a.permittee_middle_name,
      lastName: a.permittee_last_name,
      gender: a.permittee_gender,
      occupation: a.permittee_occupation,
      employer: a.permittee_employer,
      employerAddress: a.permittee_employer_address,
      submittedBy: a.submitted_by,
      locations: locations.map((l) => ({
        id: l.id,
        latitude: l.latitude,
        longitude: l.longitude,
        address: l.address,
        collectionStart: l.collection_start,
        collectionEnd: l.collection_end,
      })),
    },
    // Titles and file names are sealed in the journal (src/audit/subject-keys.ts): read, or [erased].
    timeline: (await openJournalPayloads(deps.db, journal)).map((entry) => ({
      sequence: entry.sequence,
      action: entry.action,
      actor: person(entry.actorId),
      role: entry.actorRole,
      payload: { ...entry.payload },
      ...assigneeOf(entry, person),
      at: entry.createdAt,
    })),
    notices: [...aggregate.notices]
      .sort((x, y) => (x.created_at < y.created_at ? -1 : x.created_at > y.created_at ? 1 : x.id < y.id ? -1 : 1))
      .map((n) => ({
        id: n.id,
        log: n.log as NoticeType,
        message: n.message,
        visibility: n.visibility as NoticeVisibility,
        author: person(n.author_id),
        createdAt: n.created_at,
      })),
    documents: await staffDocuments(deps.db, a.id, deps.publicBaseUrl ?? ''),
    places: await placesOf(deps.db, a.id, locations),
    clearances: (situation.clearances ?? (await clearancesOf(deps.db, deps.settings.jurisdictionRules, a, journal))).map((c) => ({
      ...c,
      because: [...c.because],
    })),
  };
}

/** The id an assignment entry names: whom `assigned` or `claimed` gave the application to, whom `unassigned` took it from. */
function assigneeIdOf(entry: JournalEntry): unknown {
  if (entry.action === 'assigned' || entry.action === 'claimed') return entry.payload.assigneeId;
  if (entry.action === 'unassigned') return entry.payload.previousAssigneeId ?? null;
  return undefined;
}

/** The timeline's `assignee` of an assignment entry, by name; nothing on other entries. */
function assigneeOf(entry: JournalEntry, person: (id: string) => Person): { assignee?: Person | null } {
  const id = assigneeIdOf(entry);
  if (id === undefined) return {};
  return { assignee: typeof id === 'string' ? person(id) : null };
}

/**
 * A text field of the newest journal entry of `action`: the signature in force is the newest (a return for
 * evaluation voids the chain, and a new recommendation starts it again), so its remarks are that entry's.
 */
function lastText(journal: readonly JournalEntry[], action: JournalAction, field: string): string | null {
  const value = journal.findLast((entry) => entry.action === action)?.payload[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The codes of each location with their PSGC names, in the order of the locations. */
async function placesOf(db: Kysely<DB>, applicationId: string, locations: readonly { id: string; position: number }[]) {
  const places = await findPlacesOfApplication(db, applicationId);
  return locations.flatMap((l) => {
    const place = places.get(l.id);
    if (place === undefined) return [];
    const { locationId, ...codes } = place;
    return [
      {
        locationId,
        position: l.position,
        ...codes,
        regionName: psgcNameOf(codes.regionCode),
        provinceName: psgcNameOf(codes.provinceCode),
        cityName: psgcNameOf(codes.cityCode),
        barangayName: psgcNameOf(codes.barangayCode),
        warnings: [...codes.warnings],
      },
    ];
  });
}

/** The name of everyone who acted on the application: staff by their names, the agency and the system by kind. */
async function peopleOf(
  db: Kysely<DB>,
  agencyCode: string,
  journal: readonly JournalEntry[],
  others: readonly string[],
): Promise<Map<string, Person>> {
  const people = new Map<string, Person>();
  for (const entry of journal) {
    if (entry.actorKind === 'agency') people.set(entry.actorId, { kind: 'agency', id: entry.actorId, name: `Agency ${agencyCode}` });
    if (entry.actorKind === 'system') people.set(entry.actorId, { kind: 'system', id: entry.actorId, name: 'System' });
    if (entry.actorKind === 'operator') people.set(entry.actorId, { kind: 'operator', id: entry.actorId, name: 'Operator' });
  }
  const staffIds = [...new Set([...journal.filter((e) => e.actorKind === 'staff').map((e) => e.actorId), ...others])].filter(
    (id) => !people.has(id),
  );
  if (staffIds.length > 0) {
    const users = await findStaffNames(db, staffIds);
    for (const user of users) people.set(user.id, { kind: 'staff', id: user.id, name: user.name });
  }
  return people;
}

/**
 * The agency's record as staff read it: each attachment's `url` is the staff download (the session
 * opens it), not the agency's route, which needs the agency's token.
 */
function withStaffLinks(detail: ApplicationDetail, applicationId: string, base: string): ApplicationDetail {
  return {
    ...detail,
    attachments: detail.attachments.map((x) => ({ ...x, url: `${base}${staffDownloadPath(applicationId, x.id)}` })),
  };
}
