import { AppError, type FieldError } from '../http/errors.js';

/**
 * The zones' shapes: GeoJSON (RFC 7946) Polygons and MultiPolygons in longitude/latitude, and the
 * point-in-polygon test (ray casting: a point is inside when a ray from it crosses the rings' edges an
 * odd number of times; holes are rings too, so a point in a hole crosses an even number). Distances
 * are small enough in the Philippines for plane geometry on degrees.
 */

export type Position = readonly [number, number];
export type Ring = readonly Position[];
/** A polygon: its outer ring, then its holes. */
export type PolygonRings = readonly Ring[];

export interface ZoneShape {
  readonly polygons: readonly PolygonRings[];
  readonly bbox: { readonly minLon: number; readonly minLat: number; readonly maxLon: number; readonly maxLat: number };
}

export const MAX_POSITIONS = 200_000;

/** Reads a GeoJSON Polygon or MultiPolygon geometry; a 400 naming what is wrong otherwise. */
export function shapeOf(geometry: unknown, pointer: string): ZoneShape {
  const fail = (detail: string): never => {
    const error: FieldError = { pointer, detail };
    throw new AppError('validation_failed', `The GeoJSON geometry is not valid: ${detail}`, { errors: [error] });
  };
  if (typeof geometry !== 'object' || geometry === null) return fail('is not a GeoJSON geometry');
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  let polygons: unknown[];
  if (type === 'Polygon') polygons = [coordinates];
  else if (type === 'MultiPolygon' && Array.isArray(coordinates)) polygons = coordinates;
  else return fail('must be a Polygon or a MultiPolygon');
  let count = 0;
  let minLon = 180;
  let minLat = 90;
  let maxLon = -180;
  let maxLat = -90;
  const checked = polygons.map((polygon) => {
    if (!Array.isArray(polygon) || polygon.length === 0) return fail('a polygon needs at least its outer ring');
    return polygon.map((ring) => {
      if (!Array.isArray(ring) || ring.length < 4) return fail('a ring needs at least four positions');
      const positions = ring.map((position) => {
        const [lon, lat] = Array.isArray(position) ? position : [];
        if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) {
          return fail('a position is [longitude, latitude] in numbers');
        }
        if (lon < -180 || lon > 180 || lat < -90 || lat > 90) return fail('a position is outside longitude -180..180, latitude -90..90');
        minLon = Math.min(minLon, lon);
        minLat = Math.min(minLat, lat);
        maxLon = Math.max(maxLon, lon);
        maxLat = Math.max(maxLat, lat);
        return [lon, lat] as const;
      });
      const first = positions[0] as Position;
      const last = positions[positions.length - 1] as Position;
      if (first[0] !== last[0] || first[1] !== last[1]) fail('a ring must end where it starts');
      count += positions.length;
      if (count > MAX_POSITIONS) fail(`more than ${MAX_POSITIONS} positions`);
      return positions;
    });
  });
  return { polygons: checked, bbox: { minLon, minLat, maxLon, maxLat } };
}

/** Whether the point (longitude, latitude) lies inside the shape (on an edge counts as either). */
export function containsPoint(shape: ZoneShape, lon: number, lat: number): boolean {
  const { bbox } = shape;
  if (lon < bbox.minLon || lon > bbox.maxLon || lat < bbox.minLat || lat > bbox.maxLat) return false;
  return shape.polygons.some((rings) => rings.reduce((inside, ring) => (crossings(ring, lon, lat) % 2 === 1 ? !inside : inside), false));
}

function crossings(ring: Ring, x: number, y: number): number {
  let count = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) count++;
  }
  return count;
}
