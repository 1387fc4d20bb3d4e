import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { staffRoute } from '../http/route-audience.js';
import { STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { STATUS_GROUPS, statusGroupSchema } from '../vocabulary/status-groups.js';
import { SETTING_DEFINITIONS, SETTING_KEYS, type SettingKey } from './setting.definitions.js';

/**
 * What the back-office's screens and forms are built from, published once in the OpenAPI document:
 * the status groups the rules speak of (src/vocabulary/status-groups.ts), each a named schema, and each
 * setting's value schema (src/settings/setting.definitions.ts), named `…Setting`, with its default.
 * The web client's types and its copy of the groups are generated from these (`npm run web:api`).
 */

/** The component name of a setting's value schema: `clock.time_limits` → `ClockTimeLimitsSetting`. */
export function settingValueName(key: SettingKey): string {
  const pascal = key
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return `${pascal}Setting`;
}

const describedAs = (schema: TSchema, description: string): TSchema => ({ ...schema, description });

const StatusGroups = Type.Object(
  Object.fromEntries(STATUS_GROUPS.map((group) => [group.name, Type.Array(statusGroupSchema(group), { description: group.description })])),
  { additionalProperties: false, description: 'Each group of statuses the rules speak of, by name: its statuses.' },
);

const SettingDefaults = Type.Object(
  Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const definition = SETTING_DEFINITIONS[key];
      return [key, describedAs({ ...definition.schema, ...named(settingValueName(key)) }, `The default of \`${key}\`.`)];
    }),
  ),
  { additionalProperties: false, description: "Each setting's default value (in code), typed by the setting's value schema." },
);

const StaffVocabulary = Type.Object(
  { statusGroups: StatusGroups, settingDefaults: SettingDefaults },
  { ...named('StaffVocabulary'), additionalProperties: false },
);

const vocabulary = {
  statusGroups: Object.fromEntries(STATUS_GROUPS.map((group) => [group.name, group.statuses])),
  settingDefaults: Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTING_DEFINITIONS[key].default])),
};

export async function vocabularyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/staff/vocabulary',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getStaffVocabulary',
          summary: 'The status groups and the settings’ value schemas the back-office is built from (any staff user)',
          description:
            'The groups of statuses the rules speak of (which permit statuses an amendment applies from, which application ' +
            'statuses are final…), each a named schema, and the default of every setting, typed by its value schema. The same ' +
            'for every user; the back-office’s copy is generated from this document.',
          response: {
            200: { description: 'The vocabulary.', content: { 'application/json': { schema: StaffVocabulary } } },
            ...sessionProblems,
          },
        },
      },
    ),
    async () => vocabulary,
  );
}
