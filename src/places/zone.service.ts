import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../audit/audit.repository.js';
import type { StaffActor } from '../auth/actor.js';
import type { DB, JurisdictionZoneTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import type { AuditContext } from '../staff/audit-context.js';
import type { ZoneKind } from './jurisdiction.rules.js';
import { containsPoint, shapeOf, type ZoneShape } from './zone.geometry.js';
import { deleteZone, findZonesAround, insertZones, listZones } from './zone.repository.js';

/** Protected areas and ancestral domains (issue 21 §6): uploaded as GeoJSON by an administrator, audited. */

export interface ZoneUpload {
  readonly kind: ZoneKind;
  /** The name of a lone geometry; a Feature's `properties.name` otherwise. */
  readonly name?: string | undefined;
  readonly geojson: unknown;
}

export interface ZoneSummary {
  readonly id: string;
  readonly kind: ZoneKind;
  readonly name: string;
  readonly bbox: readonly [number, number, number, number];
  readonly uploadedBy: string;
  readonly createdAt: string;
}

export const MAX_FEATURES = 500;

/** The zones a GeoJSON upload holds: a geometry, a Feature, or a FeatureCollection of them. */
function zonesOf(upload: ZoneUpload): { name: string; geometry: unknown; shape: ZoneShape }[] {
  const geojson = upload.geojson as { type?: unknown; features?: unknown; geometry?: unknown; properties?: unknown };
  const fail = (detail: string): never => {
    throw new AppError('validation_failed', `The GeoJSON is not valid: ${detail}`, { errors: [{ pointer: '/geojson', detail }] });
  };
  if (typeof geojson !== 'object' || geojson === null) return fail('is not a GeoJSON object');
  const features =
    geojson.type === 'FeatureCollection'
      ? Array.isArray(geojson.features)
        ? geojson.features
        : fail('a FeatureCollection has `features`')
      : geojson.type === 'Feature'
        ? [geojson]
        : [{ type: 'Feature', geometry: geojson, properties: {} }];
  if (features.length === 0) fail('has no feature');
  if (features.length > MAX_FEATURES) fail(`has more than ${MAX_FEATURES} features`);
  return features.map((feature: { geometry?: unknown; properties?: { name?: unknown } | null }, i: number) => {
    const pointer =
      geojson.type === 'FeatureCollection'
        ? `/geojson/features/${i}/geometry`
        : geojson.type === 'Feature'
          ? '/geojson/geometry'
          : '/geojson';
    const shape = shapeOf(feature?.geometry, pointer);
    const own = feature?.properties?.name;
    const name = typeof own === 'string' && own.trim() !== '' ? own.trim().slice(0, 200) : upload.name;
    if (name === undefined || name.trim() === '') fail(`feature ${i} has no properties.name, and no \`name\` was given`);
    return { name: (name as string).trim(), geometry: feature?.geometry, shape };
  });
}

export async function uploadZones(db: Kysely<DB>, actor: StaffActor, upload: ZoneUpload, context: AuditContext): Promise<ZoneSummary[]> {
  const now = nowIso();
  const rows: JurisdictionZoneTable[] = zonesOf(upload).map(({ name, geometry, shape }) => ({
    id: newId(),
    kind: upload.kind,
    name,
    geometry: JSON.stringify(geometry),
    min_longitude: shape.bbox.minLon,
    min_latitude: shape.bbox.minLat,
    max_longitude: shape.bbox.maxLon,
    max_latitude: shape.bbox.maxLat,
    uploaded_by: actor.id,
    created_at: now,
  }));
  await db.transaction().execute(async (trx) => {
    await insertZones(trx, rows);
    for (const row of rows) {
      await recordAuditEvent(trx, {
        ...context,
        actor,
        actorRole: 'admin',
        action: 'zone.uploaded',
        subjectType: 'jurisdiction_zone',
        subjectId: row.id,
        details: { kind: row.kind, name: row.name },
        after: { kind: row.kind, name: row.name },
      });
    }
  });
  return rows.map(toSummary);
}

export async function removeZone(db: Kysely<DB>, actor: StaffActor, id: string, context: AuditContext): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await deleteZone(trx, id);
    if (row === undefined) throw new AppError('not_found', `No zone ${id}`);
    await recordAuditEvent(trx, {
      ...context,
      actor,
      actorRole: 'admin',
      action: 'zone.removed',
      subjectType: 'jurisdiction_zone',
      subjectId: id,
      details: { kind: row.kind, name: row.name },
      before: { kind: row.kind, name: row.name },
    });
  });
}

export async function zoneSummaries(db: Kysely<DB>): Promise<ZoneSummary[]> {
  return (await listZones(db)).map(toSummary);
}

function toSummary(row: Omit<JurisdictionZoneTable, 'geometry'>): ZoneSummary {
  return {
    id: row.id,
    kind: row.kind as ZoneKind,
    name: row.name,
    bbox: [row.min_longitude, row.min_latitude, row.max_longitude, row.max_latitude],
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
  };
}

/** The zones each point lies in (point-in-polygon over the candidates of the bounding boxes). */
export async function zonesContaining(
  db: Kysely<DB>,
  points: readonly { readonly key: string; readonly longitude: number; readonly latitude: number }[],
): Promise<Map<string, { id: string; kind: ZoneKind; name: string }[]>> {
  const found = new Map<string, { id: string; kind: ZoneKind; name: string }[]>();
  const candidates = await findZonesAround(db, points);
  for (const zone of candidates) {
    const shape = shapeOf(JSON.parse(zone.geometry), '/geometry');
    for (const point of points) {
      if (containsPoint(shape, point.longitude, point.latitude)) {
        found.set(point.key, [...(found.get(point.key) ?? []), { id: zone.id, kind: zone.kind as ZoneKind, name: zone.name }]);
      }
    }
  }
  return found;
}
