import { createRequire } from 'node:module';
import { type GeoPermissibleObjects, type GeoProjection, type GeoStream, geoMercator, geoStream } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * A small outline map of the Philippines for the certificate, from Natural Earth's 1:10m countries
 * (world-atlas; the Philippines is ISO 3166 numeric 608). The coastline is projected once per map
 * size and thinned to what a few centimetres of paper can show, so the PDF carries about 21 KB of
 * path (before compression) instead of the 115 KB the full outline would take.
 */
const require = createRequire(import.meta.url);
const PHILIPPINES_ID = '608';
/** Points closer than this (in PDF points) to the previous one add nothing visible and are dropped. */
const MIN_STEP = 0.6;

export interface PhilippinesMap {
  /** SVG path data of the coastline, in the map's own coordinates (0,0 at its top left). */
  readonly outline: string;
  /** Where a point lands on the map, or undefined when it is outside the frame. */
  project(longitude: number, latitude: number): readonly [number, number] | undefined;
}

let philippines: GeoPermissibleObjects | undefined;
const maps = new Map<string, PhilippinesMap>();

function loadPhilippines(): GeoPermissibleObjects {
  if (philippines !== undefined) return philippines;
  const topology = require('world-atlas/countries-10m.json') as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topology, topology.objects.countries);
  const found = countries.features.find((f) => String(f.id) === PHILIPPINES_ID);
  if (found === undefined) throw new Error('world-atlas has no country 608 (Philippines)');
  philippines = found;
  return found;
}

/** The map for a frame of this size, made once and kept: the same size always gives the same path. */
export function philippinesMap(width: number, height: number): PhilippinesMap {
  const key = `${width}x${height}`;
  let map = maps.get(key);
  if (map === undefined) {
    const shape = loadPhilippines();
    const projection = geoMercator().fitExtent(
      [
        [4, 4],
        [width - 4, height - 4],
      ],
      shape,
    );
    map = { outline: outlinePath(shape, projection), project: (lon, lat) => projectInside(projection, lon, lat, width, height) };
    maps.set(key, map);
  }
  return map;
}

function projectInside(projection: GeoProjection, lon: number, lat: number, width: number, height: number) {
  const point = projection([lon, lat]);
  if (point === null) return undefined;
  const [x, y] = point;
  return x >= 0 && x <= width && y >= 0 && y <= height ? ([x, y] as const) : undefined;
}

function outlinePath(shape: GeoPermissibleObjects, projection: GeoProjection): string {
  const rings: [number, number][][] = [];
  let ring: [number, number][] | undefined;
  const sink: GeoStream = {
    point(x, y) {
      const last = ring?.[ring.length - 1];
      if (last === undefined || Math.hypot(x - last[0], y - last[1]) >= MIN_STEP) ring?.push([x, y]);
    },
    lineStart() {
      ring = [];
    },
    lineEnd() {
      if (ring !== undefined && ring.length >= 3) rings.push(ring);
      ring = undefined;
    },
    polygonStart() {},
    polygonEnd() {},
    sphere() {},
  };
  geoStream(shape, projection.stream(sink));
  return rings.map((r) => `M${r.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`).join('');
}
