import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { nullable } from '../http/schema-helpers.js';
import { SETTING_DEFINITIONS, SETTING_KEYS, type SettingKey } from './setting.definitions.js';

/** The settings service's inputs (the CLI's now, an admin's staff routes later) and what it returns. */

export const SettingKeySchema = Type.Unsafe<SettingKey>(
  Type.Union(
    SETTING_KEYS.map((key) => Type.Literal(key)),
    { description: `A setting:\n${SETTING_KEYS.map((key) => `- \`${key}\`: ${SETTING_DEFINITIONS[key].description}`).join('\n')}` },
  ),
);

/** Which setting (a path parameter of the routes to come). */
export const SettingKeyInput = Type.Object({ key: SettingKeySchema }, { additionalProperties: false });
export type SettingKeyInput = Static<typeof SettingKeyInput>;

/** A new value: the whole value, checked against the key's own schema; with the version read, refused if it changed since. */
export const SettingUpdate = Type.Object(
  { key: SettingKeySchema, value: Type.Unknown(), expectedVersion: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) },
  { additionalProperties: false },
);
export type SettingUpdate = Static<typeof SettingUpdate>;

export const SETTING_SOURCE_MEANINGS = {
  default: 'Not set: the default in code applies.',
  stored: 'Set by an admin or operator.',
  invalid: 'Stored, but not valid under the schema of this version: the default applies until it is set again.',
} as const;
export type SettingSource = keyof typeof SETTING_SOURCE_MEANINGS;

export const SettingView = Type.Object(
  {
    key: SettingKeySchema,
    description: Type.String(),
    value: Type.Unknown({ description: 'The value in force.' }),
    default: Type.Unknown({ description: 'The default in code.' }),
    source: Type.Unsafe<SettingSource>(
      Type.Union([Type.Literal('default'), Type.Literal('stored'), Type.Literal('invalid')], {
        description: Object.entries(SETTING_SOURCE_MEANINGS)
          .map(([source, meaning]) => `- \`${source}\`: ${meaning}`)
          .join('\n'),
      }),
    ),
    updatedAt: nullable(Type.String({ format: 'date-time' })),
    updatedBy: nullable(Type.String({ format: 'uuid', description: 'Actor id.' })),
    version: Type.String({
      description:
        'The version of the value: `default` when not set, else when it was set. Send it quoted as `If-Match` with a change ' +
        '(412 when someone changed the setting since).',
      examples: ['default', '2026-11-24T03:00:00.000Z'],
    }),
  },
  { additionalProperties: false },
);
export type SettingView = Static<typeof SettingView>;

/** A setting as an admin reads it over the staff API: its view, with the JSON Schema of its value. */
export const AdminSetting = Type.Object(
  {
    ...SettingView.properties,
    schema: Type.Unknown({ description: 'The JSON Schema every value of this setting must satisfy.' }),
  },
  { ...named('Setting'), additionalProperties: false, description: 'A setting: its value in force, its default, its schema.' },
);
export type AdminSetting = Static<typeof AdminSetting>;

/** A setting's key, as the admin routes' path names it. */
export const SettingKeyParams = Type.Object(
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

export const SettingValueBody = Type.Object(
  { value: Type.Unknown({ description: "The whole new value, checked against the setting's schema." }) },
  { ...named('SettingValue'), additionalProperties: false },
);

export const SettingIfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 110,
      description:
        'The `version` of the setting as you read it, quoted, e.g. `"default"`: the change is refused (412) if it changed since.',
    }),
  ),
});
