import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Static, Type } from 'typebox';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { named } from '../http/openapi-components.js';
import { staffRoute } from '../http/route-audience.js';
import { json, problemResponse } from '../http/standard-responses.js';
import { assertMayManageSettings } from '../policy/read.policy.js';
import { auditContextOf } from '../staff/audit-context.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { isSettingKey, SETTING_DEFINITIONS, SETTING_KEYS, type SettingKey } from './setting.definitions.js';
import { SettingView } from './settings.schemas.js';
import { getSetting, listSettings, resetSetting, updateSetting } from './settings.service.js';

/**
 * The settings store for admins over HTTP, generic over the registry (setting.definitions.ts): a
 * setting added there is listed, read and changed here with no new route, and each comes with the
 * JSON Schema of its value, so the back-office can draw its form from it.
 */

const AdminSetting = Type.Object(
  {
    ...SettingView.properties,
    schema: Type.Unknown({ description: 'The JSON Schema every value of this setting must satisfy.' }),
  },
  { ...named('Setting'), additionalProperties: false, description: 'A setting: its value in force, its default, its schema.' },
);
type AdminSetting = Static<typeof AdminSetting>;

const KeyParams = Type.Object(
  {
    key: Type.String({
      pattern: '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$',
      maxLength: 100,
      examples: ['clock.time_limits'],
      description: `A setting's key: ${SETTING_KEYS.map((key) => `\`${key}\``).join(', ')}, and any added later (GET /api/v1/staff/settings lists them).`,
    }),
  },
  { additionalProperties: false },
);

const SettingValueBody = Type.Object(
  { value: Type.Unknown({ description: "The whole new value, checked against the setting's schema." }) },
  { ...named('SettingValue'), additionalProperties: false },
);

const noSetting = notFound('no setting with this key');

const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 110,
      description:
        'The `version` of the setting as you read it, quoted, e.g. `"default"`: the change is refused (412) if it changed since.',
    }),
  ),
});

/** The version an If-Match header names: `"default"` (or `W/"…"`, or unquoted); none when absent. */
function expectedVersionOf(ifMatch: string | undefined): string | undefined {
  const version = ifMatch
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return version === undefined || version === '' ? undefined : version;
}

function withSchema(view: Awaited<ReturnType<typeof getSetting>>): AdminSetting {
  return { ...view, schema: SETTING_DEFINITIONS[view.key].schema };
}

function knownKey(key: string): SettingKey {
  if (!isSettingKey(key)) throw new AppError('not_found', `No setting ${key}; GET /api/v1/staff/settings lists them`);
  return key;
}

export async function settingsRoutes(fastify: FastifyInstance, options: { db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;
  const context = (request: Parameters<typeof auditContextOf>[0]) => ({
    actor: staffOf(request),
    actorRole: 'admin',
    ...auditContextOf(request),
  });

  app.get(
    '/api/v1/staff/settings',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listSettings',
          summary: 'Every setting, with its value in force, default and schema (admin)',
          description: 'Time limits per application type, grace periods before abandonment, and every setting added since.',
          response: { 200: json('The settings, by key.', Type.Array(AdminSetting)), ...sessionProblems },
        },
      },
    ),
    async (request) => {
      assertMayManageSettings(staffOf(request));
      return (await listSettings(db)).map(withSchema);
    },
  );

  app.get(
    '/api/v1/staff/settings/:key',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getSetting',
          summary: 'One setting (admin)',
          description: 'Its value in force (stored, or the default in code), its default, its schema, and who changed it last.',
          params: KeyParams,
          response: { 200: json('The setting.', AdminSetting), 400: badRequest, ...sessionProblems, 404: noSetting },
        },
      },
    ),
    async (request) => {
      assertMayManageSettings(staffOf(request));
      return withSchema(await getSetting(db, { key: knownKey(request.params.key) }));
    },
  );

  app.put(
    '/api/v1/staff/settings/:key',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'updateSetting',
          summary: 'Set a setting to a new value (admin)',
          description:
            "The whole value, checked against the setting's schema (a problem names each field by pointer, `/value/…`); audited with " +
            'the value before and after. With `If-Match` (the `version` read), refused when someone changed the setting since. ' +
            'The service uses it within seconds.',
          params: KeyParams,
          headers: IfMatchHeaders,
          body: SettingValueBody,
          response: {
            200: json('The setting as it now is.', AdminSetting),
            400: badRequest,
            ...sessionProblems,
            404: noSetting,
            412: problemResponse(412, 'The setting changed since the version in If-Match: read it again.'),
          },
        },
      },
    ),
    async (request) => {
      assertMayManageSettings(staffOf(request));
      const key = knownKey(request.params.key);
      const { value } = request.body;
      const expectedVersion = expectedVersionOf(request.headers['if-match']);
      return withSchema(await updateSetting(db, { key, value, ...(expectedVersion ? { expectedVersion } : {}) }, context(request)));
    },
  );

  app.delete(
    '/api/v1/staff/settings/:key',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'resetSetting',
          summary: 'Put a setting back to its default in code (admin)',
          description: 'Removes the stored value; audited with the value before and after. A setting not set is a 404.',
          params: KeyParams,
          response: { 200: json('The setting, at its default.', AdminSetting), 400: badRequest, ...sessionProblems, 404: noSetting },
        },
      },
    ),
    async (request) => {
      assertMayManageSettings(staffOf(request));
      const key = knownKey(request.params.key);
      return withSchema(await resetSetting(db, { key }, context(request)));
    },
  );
}
