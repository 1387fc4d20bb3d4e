import { type Static, Type } from 'typebox';
import { AgencyCode } from '../agencies/agency.schemas.js';
import { AGENCY_CODE_PATTERN } from '../agencies/agency.service.js';
import { DateTime, nullable, requiredText, Uuid } from '../http/schema-helpers.js';
import { type Role, RoleSchema } from '../policy/roles.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.js';

/**
 * The staff API's shapes, each a named component of the OpenAPI document (`$id`), so the back-office's
 * generated client has a type per shape. Routes reference them with Type.Ref; src/routes.ts adds them.
 */

const Email = Type.String({ format: 'email', maxLength: 254, description: 'Compared without regard to case.' });
const Roles = Type.Array(Type.Ref('Role'), { minItems: 1, maxItems: 7, uniqueItems: true });
const AgencyCodes = nullable(Type.Array(AgencyCode, { minItems: 1, maxItems: 200, uniqueItems: true }), {
  description: 'The source agencies the user is limited to; null for every agency.',
});
const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: `At least ${PASSWORD_MIN_LENGTH} characters, and not one of the most commonly used passwords.`,
});
const TotpCode = Type.String({ pattern: '^\\s*\\d{3}[\\s-]?\\d{3}\\s*$', maxLength: 16, description: 'The 6-digit code of the app.' });

export const SecondFactorStateSchema = Type.Union(
  [Type.Literal('verified'), Type.Literal('not_enrolled'), Type.Literal('enrolment_required'), Type.Literal('not_verified')],
  {
    $id: 'SecondFactorState',
    description:
      'The second factor of this session:\n' +
      '- `verified`: this session proved it (a TOTP or recovery code at log-in, or enrolment in this session).\n' +
      "- `not_enrolled`: the user has none and the user's roles do not need one.\n" +
      '- `enrolment_required`: the roles (`admin`, `approver`) need one and the user has none: this session may only enrol it ' +
      '(`POST /api/v1/staff/me/totp`, then `/me/totp/confirmation`) or log out.\n' +
      '- `not_verified`: the user has one, but this session was opened without it; when the roles need it, log in again.',
  },
);

export const StaffLogin = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    totp: Type.Optional(TotpCode),
    recoveryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'One of the recovery codes, instead of `totp`.' })),
  },
  {
    $id: 'StaffLogin',
    additionalProperties: false,
    description:
      'Users with a second factor also send `totp` (or one `recoveryCode`); without it the answer is 401 `second_factor_required`, ' +
      'and the same request with the code logs in.',
  },
);
export type StaffLogin = Static<typeof StaffLogin>;

export const StaffSessionView = Type.Object(
  {
    user: Type.Object({
      id: Uuid,
      email: Type.String(),
      name: Type.String(),
      roles: Type.Array(Type.Ref('Role')),
      agencyCodes: nullable(Type.Array(Type.String()), { description: 'The source agencies the user works on; null for every agency.' }),
    }),
    csrfToken: Type.String({ description: 'Send it as `X-CSRF-Token` with every POST, PUT, PATCH and DELETE of this session.' }),
    secondFactor: Type.Object({
      state: Type.Ref('SecondFactorState'),
      enrolled: Type.Boolean(),
      required: Type.Boolean({ description: "Whether the user's roles need a second factor." }),
      recoveryCodesLeft: Type.Integer({ minimum: 0 }),
    }),
    permissions: Type.Object(
      {
        manageUsers: Type.Boolean({ description: 'Users, roles and their sessions.' }),
        manageAgencies: Type.Boolean({ description: 'Agencies and their API clients.' }),
        manageWebhooks: Type.Boolean({ description: "Every agency's webhook endpoints and their deliveries." }),
        readOutboxHealth: Type.Boolean({ description: "The outbox's health: events waiting, failing webhook endpoints." }),
        manageSettings: Type.Boolean({ description: 'Settings (time limits, templates, checklists) and holidays.' }),
        readAuditTrail: Type.Boolean({ description: 'The whole audit trail, its chain check and its export.' }),
        readDashboard: Type.Boolean({ description: "The office's figures." }),
        readNationalReport: Type.Boolean({
          description: 'The national report pack (chief, approver, admin, abs_publisher; docs/REPORTS.md).',
        }),
        readStaffDirectory: Type.Boolean({ description: 'The staff directory, to assign applications.' }),
        uploadDocuments: Type.Boolean({
          description:
            "Upload a document to an application (intake, evaluator, chief, approver, admin; not a viewer); the application's state is still checked.",
        }),
        draftAgreements: Type.Boolean({ description: 'Draft an agreement on an application (evaluator, chief, admin).' }),
        handleDataSubjects: Type.Boolean({
          description: "Find a person's data, record and answer their requests, read who read what (dpo; docs/PRIVACY.md).",
        }),
        recordIncidents: Type.Boolean({ description: 'Record personal data breaches and their notice to the Commission (dpo, admin).' }),
        resendMessages: Type.Boolean({
          description: "Resend an application's email (admin, intake, evaluator, chief, approver; not a viewer nor the ABS publisher).",
        }),
        readAllMessages: Type.Boolean({ description: 'Every email, with filters (admin).' }),
      },
      {
        description:
          'What the back-office may offer this user, decided by the same policy as each request (which is still checked when made).',
      },
    ),
    session: Type.Object({
      id: Uuid,
      createdAt: DateTime,
      expiresAt: { ...DateTime, description: 'The absolute end of the session (STAFF_SESSION_MAX_HOURS after log-in).' },
      idleExpiresAt: { ...DateTime, description: 'When the session ends unless used before (STAFF_SESSION_IDLE_MINUTES).' },
    }),
  },
  { $id: 'StaffSession', description: 'Who is logged in, with what, until when.' },
);
export type StaffSessionView = Static<typeof StaffSessionView>;

export const PasswordChange = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 1024 }), newPassword: NewPassword },
  { $id: 'PasswordChange', additionalProperties: false },
);
export type PasswordChange = Static<typeof PasswordChange>;

export const PasswordSetup = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 128, description: 'The one-time code from the set-up link (after `#code=`).' }),
    password: NewPassword,
  },
  { $id: 'PasswordSetup', additionalProperties: false },
);
export type PasswordSetup = Static<typeof PasswordSetup>;

export const PasswordSetupResult = Type.Object(
  { email: Type.String({ description: 'The account whose password was set, to fill the log-in form.' }) },
  { $id: 'PasswordSetupResult' },
);

export const TotpEnrolmentStart = Type.Object(
  { password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'Required when replacing an enrolled factor.' })) },
  { $id: 'TotpEnrolmentStart', additionalProperties: false },
);
export type TotpEnrolmentStart = Static<typeof TotpEnrolmentStart>;

export const TotpEnrolment = Type.Object(
  {
    secret: Type.String({ description: 'Base32, for typing into an app by hand.' }),
    otpauthUri: Type.String({ description: 'The `otpauth://totp/…` URI to show as a QR code.' }),
    issuer: Type.String(),
    accountName: Type.String(),
    algorithm: Type.Literal('SHA1'),
    digits: Type.Literal(6),
    period: Type.Literal(30),
    confirmBy: { ...DateTime, description: 'Confirm with a code before then, or start again.' },
  },
  { $id: 'TotpEnrolment' },
);

export const TotpConfirmation = Type.Object({ code: TotpCode }, { $id: 'TotpConfirmation', additionalProperties: false });
export type TotpConfirmation = Static<typeof TotpConfirmation>;

export const RecoveryCodesRequest = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { $id: 'RecoveryCodesRequest', additionalProperties: false },
);
export type RecoveryCodesRequest = Static<typeof RecoveryCodesRequest>;

export const RecoveryCodes = Type.Object(
  {
    recoveryCodes: Type.Array(Type.String(), {
      minItems: 10,
      maxItems: 10,
      description: 'Shown this once: each logs in once in place of a TOTP code. Earlier codes no longer work.',
    }),
  },
  { $id: 'RecoveryCodes' },
);

const staffUserFields = {
  id: Uuid,
  email: Type.String(),
  name: Type.String(),
  roles: Type.Array(Type.Ref('Role')),
  agencyCodes: nullable(Type.Array(Type.String()), { description: 'The source agencies the user is limited to; null for every agency.' }),
  disabled: Type.Boolean(),
  disabledAt: nullable(DateTime),
  passwordSet: Type.Boolean({ description: 'False until the user has used a set-up code.' }),
  secondFactor: Type.Object({ enrolled: Type.Boolean(), required: Type.Boolean() }),
  liveSessions: Type.Integer({ minimum: 0, description: 'Sessions that would be accepted now.' }),
  lastLoginAt: nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const StaffUser = Type.Object(staffUserFields, { $id: 'StaffUser', description: 'A staff user, as an admin sees it.' });
export type StaffUser = Static<typeof StaffUser>;

export const StaffSessionSummary = Type.Object(
  {
    id: Uuid,
    createdAt: DateTime,
    lastSeenAt: { ...DateTime, description: 'Updated at most once a minute.' },
    expiresAt: DateTime,
    secondFactor: Type.Boolean({ description: 'Whether the session proved a second factor.' }),
    clientAddress: nullable(Type.String()),
    userAgent: nullable(Type.String()),
  },
  { $id: 'StaffSessionSummary' },
);

export const StaffUserDetail = Type.Object(
  {
    ...staffUserFields,
    sessions: Type.Array(Type.Ref('StaffSessionSummary'), { description: 'Live sessions, newest first.' }),
    pendingSetupCode: nullable(
      Type.Object(
        { purpose: Type.Ref('SetupCodePurpose'), expiresAt: DateTime },
        { description: 'An unused set-up code (never the code).' },
      ),
    ),
  },
  { $id: 'StaffUserDetail' },
);
export type StaffUserDetail = Static<typeof StaffUserDetail>;

export const StaffUserQuery = Type.Object(
  {
    role: Type.Optional(Type.Ref('Role')),
    disabled: Type.Optional(Type.Boolean()),
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Part of the name or email; case and diacritics do not matter (`pena` finds Peña).' }),
    ),
  },
  { additionalProperties: false },
);
export type StaffUserQuery = Omit<Static<typeof StaffUserQuery>, 'role'> & { role?: Role };

export const StaffDirectoryEntry = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    roles: Type.Array(Type.Ref('Role')),
    agencyCodes: nullable(Type.Array(Type.String()), { description: 'The source agencies the user works on; null for every agency.' }),
  },
  { $id: 'StaffDirectoryEntry', description: 'A colleague one may assign work to: no email, sessions or account state.' },
);
export type StaffDirectoryEntry = Static<typeof StaffDirectoryEntry>;

export const StaffDirectoryQuery = Type.Object(
  {
    role: Type.Optional(Type.Ref('Role')),
    agency: Type.Optional(
      Type.String({ pattern: AGENCY_CODE_PATTERN, maxLength: 32, description: 'Only users who may work on this agency.' }),
    ),
    assignableTo: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          'Only users the application may be assigned to now (what `assign` accepts): enabled, logged in at least once, ' +
          'working on its agency, and holding a role that takes the actions it waits for from its assignee.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StaffDirectoryQuery = { role?: Role; agency?: string; assignableTo?: string };

export const StaffUserCreate = Type.Object(
  {
    email: Email,
    name: requiredText(200, "The user's full name."),
    roles: Roles,
    agencyCodes: Type.Optional(AgencyCodes),
  },
  { $id: 'StaffUserCreate', additionalProperties: false },
);
export type StaffUserCreate = Omit<Static<typeof StaffUserCreate>, 'roles'> & { roles: Role[] };

export const StaffUserUpdate = Type.Object(
  {
    name: Type.Optional(requiredText(200, "The user's full name.")),
    roles: Type.Optional(Roles),
    agencyCodes: Type.Optional(AgencyCodes),
    disabled: Type.Optional(Type.Boolean({ description: 'Disabling ends every session of the user at once.' })),
  },
  {
    $id: 'StaffUserUpdate',
    additionalProperties: false,
    minProperties: 1,
    description: 'Only the fields sent change. Role and agency changes apply from the next request of each session.',
  },
);
export type StaffUserUpdate = Omit<Static<typeof StaffUserUpdate>, 'roles'> & { roles?: Role[] };

export const SetupCodePurposeSchema = Type.Union([Type.Literal('setup'), Type.Literal('reset')], {
  $id: 'SetupCodePurpose',
  description: '`setup`: the first password of a new user. `reset`: a new password, issued by an admin.',
});

export const SetupCode = Type.Object(
  {
    code: Type.String({ description: 'Shown this once; only its hash is stored. Give it to the user by a channel you trust.' }),
    link: Type.String({ description: 'The back-office page that sets the password, with the code after `#code=`.' }),
    purpose: Type.Ref('SetupCodePurpose'),
    expiresAt: DateTime,
  },
  { $id: 'SetupCode' },
);

export const StaffUserCreated = Type.Object({ user: Type.Ref('StaffUser'), setup: Type.Ref('SetupCode') }, { $id: 'StaffUserCreated' });

export const PasswordResetRequest = Type.Object(
  {
    resetSecondFactor: Type.Optional(
      Type.Boolean({ description: 'Also remove the TOTP factor and recovery codes (a lost device); the user enrols again.' }),
    ),
  },
  { $id: 'PasswordResetRequest', additionalProperties: false },
);
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

export const EndedSessions = Type.Object(
  { endedSessions: Type.Integer({ minimum: 0, description: 'Live sessions ended.' }) },
  { $id: 'EndedSessions' },
);

export const UserParams = Type.Object({ id: Uuid });

/** Every named schema of the staff API's accounts and sessions, added to the plugin that serves them (agencies' are AGENCY_SCHEMAS). */
export const STAFF_SCHEMAS = [
  RoleSchema,
  SecondFactorStateSchema,
  SetupCodePurposeSchema,
  StaffLogin,
  StaffSessionView,
  PasswordChange,
  PasswordSetup,
  PasswordSetupResult,
  TotpEnrolmentStart,
  TotpEnrolment,
  TotpConfirmation,
  RecoveryCodesRequest,
  RecoveryCodes,
  StaffUser,
  StaffSessionSummary,
  StaffUserDetail,
  StaffDirectoryEntry,
  StaffUserCreate,
  StaffUserUpdate,
  SetupCode,
  StaffUserCreated,
  PasswordResetRequest,
  EndedSessions,
] as const;
