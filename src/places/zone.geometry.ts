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

/**
 * Reads a GeoJSON Polygon or MultiPolygon geometry; a 400 naming what is wrong, by JSON pointer to the
 * polygon, ring or position, otherwise: not a polygon, a position that is not [longitude, latitude]
 * (an altitude may follow) in finite numbers within -180..180 and -90..90, a ring of fewer than four
 * positions, one that does not end where it starts, encloses no area, or crosses or touches itself.
 */
export function shapeOf(geometry: unknown, pointer: string): ZoneShape {
  const fail = (detail: string, at = pointer): never => {
    const error: FieldError = { pointer: at, detail };
    throw new AppError('validation_failed', `The GeoJSON geometry is not valid: ${detail}`, { errors: [error] });
  };
  if (typeof geometry !== 'object' || geometry === null) return fail('is not a GeoJSON geometry');
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  let polygons: unknown[];
  // Where polygon p is: a Polygon's coordinates are its one polygon.
  let polygonPointer: (p: number) => string;
  if (type === 'Polygon') {
    polygons = [coordinates];
    polygonPointer = () => `${pointer}/coordinates`;
  } else if (type === 'MultiPolygon' && Array.isArray(coordinates)) {
    polygons = coordinates;
    polygonPointer = (p) => `${pointer}/coordinates/${p}`;
  } else return fail('must be a Polygon or a MultiPolygon');
  if (polygons.length === 0) fail('a MultiPolygon needs at least one polygon', `${pointer}/coordinates`);
  let count = 0;
  let minLon = 180;
  let minLat = 90;
  let maxLon = -180;
  let maxLat = -90;
  const checked = polygons.map((polygon, p) => {
    const at = polygonPointer(p);
    if (!Array.isArray(polygon) || polygon.length === 0) return fail('a polygon is an array of rings: its outer ring, then its holes', at);
    return polygon.map((ring, r) => {
      const ringAt = `${at}/${r}`;
      if (!Array.isArray(ring) || ring.length < 4)
        return fail('a ring needs at least four positions (the last one the first again)', ringAt);
      count += ring.length;
      if (count > MAX_POSITIONS) fail(`more than ${MAX_POSITIONS} positions`);
      const positions = ring.map((position, i) => {
        const positionAt = `${ringAt}/${i}`;
        if (!Array.isArray(position) || position.length < 2 || position.length > 3) {
          return fail('a position is [longitude, latitude], or [longitude, latitude, altitude]', positionAt);
        }
        if (!position.every((n) => typeof n === 'number' && Number.isFinite(n))) return fail('a position holds finite numbers', positionAt);
        const [lon, lat] = position as [number, number];
        if (lon < -180 || lon > 180 || lat < -90 || lat > 90) {
          return fail('a position is outside longitude -180..180, latitude -90..90', positionAt);
        }
        minLon = Math.min(minLon, lon);
        minLat = Math.min(minLat, lat);
        maxLon = Math.max(maxLon, lon);
        maxLat = Math.max(maxLat, lat);
        return [lon, lat] as const;
      });
      const problem = ringProblem(positions);
      if (problem !== undefined) fail(problem, ringAt);
      return positions;
    });
  });
  return { polygons: checked, bbox: { minLon, minLat, maxLon, maxLat } };
}

/** Why a ring of well-formed positions is not a simple closed ring, or undefined when it is. */
function ringProblem(ring: Ring): string | undefined {
  const first = ring[0] as Position;
  const last = ring[ring.length - 1] as Position;
  if (first[0] !== last[0] || first[1] !== last[1]) return 'a ring must end where it starts (its last position the first again)';
  // A position repeated right after itself adds no edge; edges are named by the index of their first position as sent.
  const sent: number[] = [];
  const vertices = ring.filter((position, i) => {
    const kept = i === 0 || position[0] !== ring[i - 1]?.[0] || position[1] !== ring[i - 1]?.[1];
    if (kept) sent.push(i);
    return kept;
  });
  if (vertices.length < 4 || signedArea(vertices) === 0) return 'a ring encloses no area (its positions are on one line or the same)';
  const crossing = firstSelfIntersection(vertices);
  if (crossing !== undefined) {
    return `a ring crosses or touches itself (its edges from position ${sent[crossing[0]]} and from position ${sent[crossing[1]]})`;
  }
  return undefined;
}

function signedArea(ring: Ring): number {
  let area = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    area += x1 * y2 - x2 * y1;
  }
  return area / 2;
}

/** -1, 0 or 1: which side of the line a→b the point c is on (0: on the line). */
function orientation(a: Position, b: Position, c: Position): number {
  return Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
}

function onSegment(a: Position, b: Position, c: Position): boolean {
  return Math.min(a[0], b[0]) <= c[0] && c[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= c[1] && c[1] <= Math.max(a[1], b[1]);
}

/** Whether the path a→b→c turns back along itself (a spike: b→c runs over a→b). */
function foldsBack(a: Position, b: Position, c: Position): boolean {
  const dot = (a[0] - b[0]) * (c[0] - b[0]) + (a[1] - b[1]) * (c[1] - b[1]);
  return orientation(a, b, c) === 0 && dot > 0;
}

/** Whether the closed segments p1–p2 and q1–q2 share a point. */
function segmentsMeet(p1: Position, p2: Position, q1: Position, q2: Position): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, p2, q2)) ||
    (o3 === 0 && onSegment(q1, q2, p1)) ||
    (o4 === 0 && onSegment(q1, q2, p2))
  );
}

/**
 * The first two edges (by their starting positions) of a closed ring that meet other than where
 * neighbours join. Edges are bucketed in a grid over the ring's extent, so only edges sharing a cell
 * are compared: close to linear for the rings of real zones, however many positions they have.
 */
function firstSelfIntersection(ring: Ring): [number, number] | undefined {
  const edges = ring.length - 1;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of ring) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const side = Math.max(1, Math.ceil(Math.sqrt(edges)));
  const cellWidth = (maxX - minX) / side || 1;
  const cellHeight = (maxY - minY) / side || 1;
  const column = (x: number) => Math.min(side - 1, Math.floor((x - minX) / cellWidth));
  const row = (y: number) => Math.min(side - 1, Math.floor((y - minY) / cellHeight));
  const cells = new Map<number, number[]>();
  for (let e = 0; e < edges; e++) {
    const [ax, ay] = ring[e] as Position;
    const [bx, by] = ring[e + 1] as Position;
    for (let c = column(Math.min(ax, bx)); c <= column(Math.max(ax, bx)); c++) {
      for (let r = row(Math.min(ay, by)); r <= row(Math.max(ay, by)); r++) {
        const key = c * side + r;
        const inCell = cells.get(key);
        if (inCell === undefined) cells.set(key, [e]);
        else inCell.push(e);
      }
    }
  }
  let found: [number, number] | undefined;
  for (const inCell of cells.values()) {
    for (let i = 0; i < inCell.length; i++) {
      for (let j = i + 1; j < inCell.length; j++) {
        const a = Math.min(inCell[i] as number, inCell[j] as number);
        const b = Math.max(inCell[i] as number, inCell[j] as number);
        // Neighbours share a position, the first and last edges too (the ring is closed): they meet only
        // wrongly when one folds back along the other.
        if (b === a + 1 || (a === 0 && b === edges - 1)) {
          const [from, joint, to] = b === a + 1 ? [a, b, b + 1] : [b, 0, 1];
          if (foldsBack(ring[from] as Position, ring[joint] as Position, ring[to] as Position)) found ??= [a, b];
          continue;
        }
        if (found !== undefined && (a > found[0] || (a === found[0] && b >= found[1]))) continue;
        if (segmentsMeet(ring[a] as Position, ring[a + 1] as Position, ring[b] as Position, ring[b + 1] as Position)) found = [a, b];
      }
    }
  }
  return found;
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
