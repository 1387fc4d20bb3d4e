import { createRequire } from 'node:module';
import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';

/**
 * The outline of the Philippines, drawn once at build time from Natural Earth (world-atlas, 1:10m,
 * country id 608) so the browser never downloads the 3.6 MB world file nor asks a tile server: the
 * bundle carries one SVG path and the projection that drew it, and markers are projected with the
 * same projection at run time.
 */
export const VIRTUAL_ID = 'virtual:philippines-outline';
const PHILIPPINES_ID = '608';
/** Fixed drawing size; the SVG scales with its viewBox. The archipelago is about 10° wide and 17° tall. */
const WIDTH = 480;
const HEIGHT = 800;
const PADDING = 16;

export interface PhilippinesOutline {
  readonly width: number;
  readonly height: number;
  /** SVG path data of every island, in the drawing's coordinates. */
  readonly path: string;
  /** The Mercator projection that drew the path. */
  readonly scale: number;
  readonly translate: readonly [number, number];
}

export function philippinesOutline(): PhilippinesOutline {
  const require = createRequire(import.meta.url);
  const world = require('world-atlas/countries-10m.json') as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = feature(world, world.objects.countries) as FeatureCollection;
  const philippines = countries.features.find((country: Feature) => String(country.id) === PHILIPPINES_ID);
  if (philippines === undefined) throw new Error(`world-atlas has no country ${PHILIPPINES_ID} (the Philippines)`);
  const projection = geoMercator().fitExtent(
    [
      [PADDING, PADDING],
      [WIDTH - PADDING, HEIGHT - PADDING],
    ],
    philippines,
  );
  // One decimal of a 480-pixel drawing is finer than any screen shows it, and halves the path.
  const path = geoPath(projection).digits(1)(philippines);
  if (path === null) throw new Error('the outline of the Philippines projected to nothing');
  const [x, y] = projection.translate();
  return { width: WIDTH, height: HEIGHT, path, scale: projection.scale(), translate: [x, y] };
}

/** Serves the outline as `import outline from 'virtual:philippines-outline'`, computed once per build. */
export function philippinesOutlinePlugin(): Plugin {
  const resolvedId = `\0${VIRTUAL_ID}`;
  let source: string | undefined;
  return {
    name: 'biopermit:philippines-outline',
    resolveId: (id) => (id === VIRTUAL_ID ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      source ??= `export default ${JSON.stringify(philippinesOutline())};\n`;
      return source;
    },
  };
}
