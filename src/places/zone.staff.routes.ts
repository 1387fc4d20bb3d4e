import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../db/schema.js';
import { named } from '../http/openapi-components.js';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { assertMayManageSettings } from '../policy/read.policy.js';
import { auditContextOf } from '../staff/audit-context.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { ZoneKindSchema } from './jurisdiction.rules.js';
import { removeZone, uploadZones, zoneSummaries } from './zone.service.js';

const Zone = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: ZoneKindSchema,
    name: Type.String(),
    bbox: Type.Array(Type.Number(), { minItems: 4, maxItems: 4, description: '[west, south, east, north], degrees.' }),
    uploadedBy: Type.String({ format: 'uuid' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false, ...named('JurisdictionZone') },
);

const ZoneUploadBody = Type.Object(
  {
    kind: ZoneKindSchema,
    name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'The name of a lone geometry (a Feature’s `properties.name` wins).' }),
    ),
    geojson: Type.Unknown({
      description: 'GeoJSON (RFC 7946, longitude then latitude): a Polygon, a MultiPolygon, a Feature of one, or a FeatureCollection.',
    }),
  },
  { additionalProperties: false, ...named('JurisdictionZoneUpload') },
);

/** The protected areas and ancestral domains (issue 21 §6): administrators upload them; the jurisdiction rules read them. */
export async function zoneStaffRoutes(fastify: FastifyInstance, options: { db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;

  app.get(
    '/api/v1/staff/places/zones',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listJurisdictionZones',
          summary: 'The protected areas and ancestral domains uploaded (admin)',
          description:
            'The zones the jurisdiction rules test a location against (point in polygon): a location inside a protected area needs its PAMB clearance, inside an ancestral domain the NCIP’s (docs/PLACES.md).',
          response: { 200: json('The zones, by kind and name (without their geometry).', Type.Array(Zone)), ...sessionProblems },
        },
      },
    ),
    async (request) => {
      assertMayManageSettings(staffOf(request));
      return zoneSummaries(db);
    },
  );

  app.post(
    '/api/v1/staff/places/zones',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'uploadJurisdictionZones',
          summary: 'Upload protected areas or ancestral domains as GeoJSON (admin)',
          description:
            'One zone per polygon feature, of the kind given; audited. A location whose point lies inside one needs the clearance ' +
            'its rule names (PAMB for a protected area, NCIP for an ancestral domain: setting `places.jurisdiction_rules`).',
          body: ZoneUploadBody,
          response: { 201: json('The zones created.', Type.Array(Zone)), 400: badRequest, ...sessionProblems },
        },
      },
    ),
    async (request, reply) => {
      const actor = staffOf(request);
      assertMayManageSettings(actor);
      const created = await uploadZones(db, actor, request.body, auditContextOf(request));
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/v1/staff/places/zones/:id',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'removeJurisdictionZone',
          summary: 'Remove a zone (admin)',
          description: 'Audited. Applications are checked against the zones in force when their clearances are read.',
          params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
          response: { 204: { description: 'Removed.' }, 400: badRequest, ...sessionProblems, 404: notFound('no such zone') },
        },
      },
    ),
    async (request, reply) => {
      const actor = staffOf(request);
      assertMayManageSettings(actor);
      await removeZone(db, actor, request.params.id, auditContextOf(request));
      return reply.code(204).send();
    },
  );
}
