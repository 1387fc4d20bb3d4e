import { type Static, Type } from 'typebox';
import { ALL_SCOPES } from '../auth/scopes.js';
import { DateTime, nullable, requiredText, Uuid } from '../http/schema-helpers.js';
import { AGENCY_CODE_PATTERN } from './agency.service.js';

/**
 * The shapes of agency administration over the staff API (agency.staff.routes.ts,
 * api-client.staff.routes.ts), each a named component of the OpenAPI document (`$id`). src/routes.ts
 * adds them, with the staff schemas, to the plugin that serves the staff's account routes.
 */

/** An agency's code, as agencies send it in `sourceAgencyCode` and staff accounts are limited by. */
export const AgencyCode = Type.String({ pattern: AGENCY_CODE_PATTERN, maxLength: 32 });

export const ApiScopeSchema = Type.Union(
  ALL_SCOPES.map((scope) => Type.Literal(scope)),
  {
    $id: 'ApiScope',
    description:
      'A scope of an API client: `applications:write` submits, `applications:read` lists and reads, `webhooks:manage` manages the webhook endpoints.',
  },
);

const ContactEmail = nullable(Type.String({ format: 'email', maxLength: 254 }), {
  description: 'Where the agency gets a copy of every notice meant for it (docs/EMAIL.md); null (or leave it out) for none.',
});

export const AgencyView = Type.Object(
  {
    code: Type.String(),
    name: Type.String(),
    contactEmail: nullable(Type.String(), {
      description: 'Where the agency gets a copy of every notice meant for it (docs/EMAIL.md); null for none.',
    }),
    activeClients: Type.Integer({ minimum: 0, description: 'API clients not revoked.' }),
    createdAt: DateTime,
  },
  { $id: 'Agency' },
);
export type AgencyView = Static<typeof AgencyView>;

export const AgencyCreate = Type.Object(
  {
    code: { ...AgencyCode, description: 'As agencies send it in `sourceAgencyCode`.' },
    name: requiredText(300, "The agency's name."),
    contactEmail: Type.Optional(ContactEmail),
  },
  { $id: 'AgencyCreate', additionalProperties: false },
);
export type AgencyCreate = Static<typeof AgencyCreate>;

export const AgencyUpdate = Type.Object(
  { contactEmail: ContactEmail },
  { $id: 'AgencyUpdate', additionalProperties: false, description: 'What an administrator may change of an agency.' },
);
export type AgencyUpdate = Static<typeof AgencyUpdate>;

const apiClientFields = {
  clientId: Uuid,
  agencyCode: Type.String(),
  name: nullable(Type.String()),
  scopes: Type.Array(Type.Ref('ApiScope')),
  createdAt: DateTime,
  revokedAt: nullable(DateTime),
};

export const ApiClientView = Type.Object(apiClientFields, { $id: 'ApiClient', description: 'An API client (never its secret).' });
export type ApiClientView = Static<typeof ApiClientView>;

export const ApiClientCreate = Type.Object(
  {
    name: Type.Optional(requiredText(200, "A label, e.g. the agency system's name.")),
    scopes: Type.Optional(
      Type.Array(Type.Ref('ApiScope'), { minItems: 1, maxItems: ALL_SCOPES.length, uniqueItems: true, description: 'Default: all.' }),
    ),
  },
  { $id: 'ApiClientCreate', additionalProperties: false },
);
export type ApiClientCreate = Omit<Static<typeof ApiClientCreate>, 'scopes'> & { scopes?: string[] };

export const ApiClientCreated = Type.Object(
  { ...apiClientFields, clientSecret: Type.String({ description: 'Shown this once; only its hash is stored.' }) },
  { $id: 'ApiClientCreated' },
);

const AgencyCodeParam = { ...AgencyCode, examples: ['BMB'] };
export const AgencyParams = Type.Object({ code: AgencyCodeParam });
export const ClientParams = Type.Object({ code: AgencyCodeParam, clientId: Uuid });

/** Every named schema of agency administration, added beside the staff schemas (src/routes.ts). */
export const AGENCY_SCHEMAS = [
  ApiScopeSchema,
  AgencyView,
  AgencyCreate,
  AgencyUpdate,
  ApiClientView,
  ApiClientCreate,
  ApiClientCreated,
] as const;
