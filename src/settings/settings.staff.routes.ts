import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../db/schema.js';
import { staffRoute } from '../http/route-audience.js';
import { json, problemResponse } from '../http/standard-responses.js';
import { assertMayManageSettings } from '../policy/read.policy.js';
import { auditContextOf } from '../staff/audit-context.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { AdminSetting, SettingIfMatchHeaders, SettingKeyParams, SettingValueBody } from './settings.schemas.js';
import { getAdminSetting, listAdminSettings, resetAdminSetting, updateAdminSetting } from './settings-admin.service.js';

/**
 * The settings store for admins over HTTP, generic over the registry (setting.definitions.ts): a
 * setting added there is listed, read and changed here with no new route, and each comes with the
 * JSON Schema of its value (settings-admin.service.ts), so the back-office can draw its form from it.
 */

const noSetting = notFound('no setting with this key');

/** The version an If-Match header names: `"default"` (or `W/"…"`, or unquoted); none when absent. */
function expectedVersionOf(ifMatch: string | undefined): string | undefined {
  const version = ifMatch
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return version === undefined || version === '' ? undefined : version;
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
      return listAdminSettings(db);
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
          params: SettingKeyParams,
          response: { 200: json('The setting.', AdminSetting), 400: badRequest, ...sessionProblems, 404: noSetting },
        },
      },
    ),
    async (request) => {
      assertMayManageSettings(staffOf(request));
      return getAdminSetting(db, request.params.key);
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
          params: SettingKeyParams,
          headers: SettingIfMatchHeaders,
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
      const expectedVersion = expectedVersionOf(request.headers['if-match']);
      return updateAdminSetting(db, { key: request.params.key, value: request.body.value, expectedVersion }, context(request));
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
          params: SettingKeyParams,
          response: { 200: json('The setting, at its default.', AdminSetting), 400: badRequest, ...sessionProblems, 404: noSetting },
        },
      },
    ),
    async (request) => {
      assertMayManageSettings(staffOf(request));
      return resetAdminSetting(db, request.params.key, context(request));
    },
  );
}
