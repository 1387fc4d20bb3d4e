import type { Kysely } from 'kysely';
import type { Static, TObject } from 'typebox';
import type { ApplicationState } from '../../applications/application.rendering.js';
import type { ApplicationEffect, ErasedColumns, PermitteeColumns } from '../../applications/application.write.js';
import type { Actor } from '../../auth/actor.js';
import type { CredentialKeyRing } from '../../auth/credential-key-ring.js';
import type { KeyRing } from '../../auth/key-ring.js';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { ClockReading } from '../../clock/clock.schemas.js';
import type { DB } from '../../db/schema.js';
import type { Role } from '../../policy/roles.js';
import type { AbandonmentGrace } from '../../settings/setting.definitions.js';
import type { CertificateSealer } from '../../signing/certificate.seal.js';
import type { ApplicationStatus, JournalAction, NoticeType } from '../../vocabulary/workflow.vocabulary.js';
import type { ChecklistItemStatus, CurrentPermit, RequiredClearance, TermsDecision, TermsDecisionRequest } from '../case-facts.js';
import type { NoticeValues } from '../notice-templates.js';
import type { WorkflowState } from '../workflow.state.js';

/** Who takes an action: staff (by role), the agency that submitted the application, or the scheduler. */
export type ActorKind = 'staff' | 'agency' | 'system';

/** What an action's rules look at besides the actor: the state, and the clock read now. */
export interface ActionSituation {
  readonly state: WorkflowState;
  readonly clock: ClockReading;
  /** The instant of the check (ISO 8601). */
  readonly now: string;
  readonly abandonmentGrace: AbandonmentGrace;
  /**
   * The required items of the requirement checklist neither accepted nor waived (issue 11 §2), read
   * with the state (in the change's transaction when an action is taken). Read only in the statuses
   * an action that waits for them (`needsRequirements`) or lists them (`listsRequirements`) applies
   * from; `null` in the others.
   */
  readonly missingRequirements: readonly ChecklistItemStatus[] | null;
  /**
   * The clearances the jurisdiction rules require (issue 21 §6: places.jurisdiction_rules), each with
   * the outcome recorded, read in the statuses an action that waits for them applies from
   * (`needsClearances`); `null` in the others.
   */
  readonly clearances: readonly RequiredClearance[] | null;
  /**
   * The application's permit in force or last in force (the newest neither superseded nor void),
   * null before one is issued or after it was voided: the permit actions are allowed by its status.
   */
  readonly permit: CurrentPermit | null;
}

/**
 * What the actions that make files or links need besides the database (the permit's certificate,
 * its verification link, ABS Clearing-House publication): given by the routes that take them.
 */
export interface ActionServices {
  readonly db: Kysely<DB>;
  readonly keyRing: KeyRing;
  readonly store: BlobStore;
  /** PUBLIC_BASE_URL: the base of verification links and download URLs. A certificate cannot be made without it. */
  readonly publicBaseUrl: string | undefined;
  /** Whether biopermit publishes to the ABS Clearing-House itself (ABSCH_EMAIL and ABSCH_PASSWORD set: `publish_to_absch`). */
  readonly abschConfigured?: boolean;
  /** What seals certificates (PERMIT_SIGNING_P12, PERMIT_TSA_URL; src/signing/): absent, they are issued unsigned. */
  readonly sealer?: CertificateSealer | undefined;
  /** The keys that sign permit credentials (issue 29 §2): without them a certificate's QR code carries the signed link. */
  readonly credentialKeys?: CredentialKeyRing;
}

/** What `decide` is given: the checked fields, who acts, and the application as locked. */
export interface ActionContext<Fields, Input = undefined> extends ActionSituation {
  readonly fields: Fields;
  /**
   * What the caller gives besides the fields, that is no JSON (an action with a route of its own:
   * the received upload, the blob store…). Undefined for the actions of the action route.
   */
  readonly input: Input;
  readonly actor: Actor;
  readonly application: ApplicationState;
  /** The time limit of the application's type in the settings now (what `accept` records). */
  readonly timeLimit: number;
  /** The change's transaction, to read (never write: effects write child rows). */
  readonly db: Kysely<DB>;
  /** The permit services (issue 11): given by the staff action route; absent for callers that take no permit action. */
  readonly permits?: ActionServices | undefined;
  /** The registry's actions (src/actions.ts), for an action that reasons about the others (`assign`: who can act next). */
  readonly registry: readonly ActionDefinition[];
  /** The decision on the terms (the registry's `decideOnTerms`, in this transaction); undefined when the registry has none. */
  readonly decideOnTerms?: ((request: TermsDecisionRequest) => Promise<TermsDecision>) | undefined;
}

/**
 * What one action writes: its journal entries (usually one), and its notice. The engine (workflow.engine.ts)
 * turns it into the write path's ApplicationDecision: the kept columns come from the journal with these
 * entries (workflow.state.ts), the notice text from the template of its type filled with `values`
 * (or from the actor's `message`), the notice's visibility from DEFAULT_NOTICE_VISIBILITY.
 */
export interface ActionStep {
  readonly journal: readonly { readonly action: JournalAction; readonly payload?: Record<string, unknown> }[];
  readonly notice?: { readonly type: NoticeType; readonly values?: NoticeValues };
  /** Child rows to write in the same transaction (issue 11: permits, agreements, documents). */
  readonly effects?: readonly ApplicationEffect[];
  /** The permittee's personal data corrected (issue 21 §1: `correct_personal_data` alone). */
  readonly permittee?: Partial<PermitteeColumns>;
  /** The permittee's columns to change, and the applicant (issue 21 §2: anonymisation). */
  readonly personal?: ErasedColumns;
  /**
   * The action found nothing to do (the scheduler's, on a permit a suspension or renewal got to
   * first): nothing is written, not even the kept columns, and the version stays.
   */
  readonly noChange?: true;
}

/**
 * An action taken through a route of its own (an upload, an agreement's steps), not POST …/actions:
 * it is neither in the action body nor in a view's `allowedActions`, and an actor with none of its
 * roles is refused as a route is, 403 `not_permitted` with `withoutRole` as the reason.
 */
export interface OwnRoute {
  /** The route that takes it, e.g. `POST /api/v1/staff/applications/{id}/agreements` (for the docs). */
  readonly route: string;
  /** The 403's detail for an actor with none of the roles. */
  readonly withoutRole: string;
}

/**
 * One action of the workflow. Policy (src/policy/application.policy.ts) reads `actor`, `roles`, `from`,
 * `refuse`, `needsAssignment`, `signs` and `ownRoute` to decide who may take it when; the engine calls
 * `decide`. Every change of an application after its submission is one of these (test/write-path.lint.test.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds actions of every input; each definition keeps its own
export interface ActionDefinition<Fields extends TObject = TObject, Input = any> {
  /** The `action` of the request body, snake_case, e.g. `accept`. */
  readonly name: string;
  /** What it does, for the OpenAPI document and the back-office's buttons. */
  readonly summary: string;
  /**
   * The action's fields, without `action`: a closed object (`additionalProperties: false`). Named
   * `<Name>Action` in the OpenAPI document when the action is a staff action.
   */
  readonly fields: Fields;
  readonly actor: ActorKind;
  /** For staff actions: the roles that may take it (any one of them). */
  readonly roles: readonly Role[];
  /** The statuses it applies from. */
  readonly from: readonly ApplicationStatus[];
  /**
   * A further condition on the flags, the clock or the actor: the reason it is refused now, or
   * undefined when it is allowed.
   */
  refuse?(situation: ActionSituation, actor: Actor): string | undefined;
  /** Whether the application must be assigned to the acting user (issue 10 §3: writing actions). */
  readonly needsAssignment: boolean;
  /**
   * The action waits for the requirement checklist (issue 11 §2: `accept`): while a required item is
   * neither accepted nor waived, policy refuses it with 409 `requirements_missing`, listing them.
   */
  readonly needsRequirements?: boolean;
  /** The action's `decide` reads `missingRequirements` without waiting for them (`return_incomplete`: its notice lists them). */
  readonly listsRequirements?: boolean;
  /**
   * The action waits for the clearances the jurisdiction rules require (issue 21 §6: `recommend`):
   * while one is not recorded, policy refuses it with 409 `action_not_allowed`, naming the bodies.
   */
  readonly needsClearances?: boolean;
  /** The signature it puts on the decision chain: policy keeps the signatories apart. */
  readonly signs?: 'recommendation' | 'endorsement' | 'decision';
  /** Set when a route of its own takes it (OwnRoute); unset for the actions of POST …/actions. */
  readonly ownRoute?: OwnRoute;
  /**
   * What to write. May throw an AppError to refuse on its fields (e.g. an unknown assignee), or on
   * the child row they name (a document already reviewed, a permit no longer in force). A step with
   * no journal entry, notice nor effect writes nothing (the scheduler's action found nothing to do).
   */
  decide(context: ActionContext<Static<Fields>, Input>): ActionStep | Promise<ActionStep>;
}

/** Define an action, keeping its fields' type (and its input's) for `decide`. */
export function defineAction<Fields extends TObject, Input = undefined>(
  definition: ActionDefinition<Fields, Input>,
): ActionDefinition<Fields, Input> {
  return definition;
}
