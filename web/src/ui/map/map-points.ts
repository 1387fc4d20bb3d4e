import outline from 'virtual:philippines-outline';
import { geoMercator } from 'd3-geo';

export interface MapPoint {
  readonly id: string;
  /** What the place is called ("Mount Makiling Forest Reserve, Los Baños, Laguna"). */
  readonly label: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface PlacedPoint extends MapPoint {
  /** 1-based: the marker's number on the map and in the list beside it. */
  readonly number: number;
  /** Where it falls on the drawing, or undefined when it lies outside it (a typo in the coordinates). */
  readonly position: { x: number; y: number } | undefined;
}

// The projection that drew the outline at build time, so markers land where the islands are.
const projection = geoMercator().scale(outline.scale).translate([outline.translate[0], outline.translate[1]]);

export const MAP_SIZE = { width: outline.width, height: outline.height } as const;
export const OUTLINE_PATH = outline.path;

export function placePoints(points: readonly MapPoint[]): PlacedPoint[] {
  return points.map((point, index) => {
    const valid = Number.isFinite(point.latitude) && Number.isFinite(point.longitude) && Math.abs(point.latitude) <= 85;
    const projected = valid ? projection([point.longitude, point.latitude]) : null;
    const inside =
      projected !== null && projected[0] >= 0 && projected[0] <= outline.width && projected[1] >= 0 && projected[1] <= outline.height;
    return { ...point, number: index + 1, position: inside ? { x: projected[0], y: projected[1] } : undefined };
  });
}

/** "14.1486° N, 121.2158° E". */
export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}
