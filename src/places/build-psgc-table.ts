/**
 * Builds src/places/psgc.table.tsv, the PSGC table biopermit keeps, from the npm package
 * `@aivangogh/ph-address` (MIT; data: the Philippine Statistics Authority's PSGC). Run it when the
 * package publishes a new quarter: `npx tsx src/places/build-psgc-table.ts`, then update PSGC_RELEASE
 * in psgc.release.ts and commit both (docs/PLACES.md).
 *
 * Why a table of our own and not the package's functions: walking regions → provinces → cities reaches
 * only part of the barangays (NCR's cities sit under the region, highly urbanised cities under their own
 * code as a pseudo-province). The package embeds its four lists as deflated CSV; this reads every row
 * of each, so the index is built from every code.
 *
 * Each line: code, kind, parent code (empty for a region), name, and aliases (`|`-separated, may be empty).
 * The parent of a highly urbanised or independent component city is the province it lies in
 * (GEOGRAPHIC_PROVINCE below), as people name it ("Cebu City, Cebu"); NCR's cities are the region's.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'psgc.table.tsv');

/** Cities that the PSGC places under a code of their own, and the province they lie in. */
const GEOGRAPHIC_PROVINCE: Record<string, string> = {
  'Angeles City': 'Pampanga',
  'Bacolod City': 'Negros Occidental',
  'Baguio City': 'Benguet',
  'Butuan City': 'Agusan del Norte',
  'Cagayan De Oro City': 'Misamis Oriental',
  'Cebu City': 'Cebu',
  'Davao City': 'Davao del Sur',
  'General Santos City': 'South Cotabato',
  'Iligan City': 'Lanao del Norte',
  'Iloilo City': 'Iloilo',
  'Isabela City': 'Basilan',
  'Lapu-Lapu City': 'Cebu',
  'Lucena City': 'Quezon',
  'Mandaue City': 'Cebu',
  'Olongapo City': 'Zambales',
  'Puerto Princesa City': 'Palawan',
  'Tacloban City': 'Leyte',
  'Zamboanga City': 'Zamboanga del Sur',
};

/** Other names of the regions, as submissions write them. */
const REGION_ALIASES: Record<string, string[]> = {
  '1300000000': ['NCR', 'Metro Manila', 'Region XIII-NCR'],
  '1400000000': ['CAR', 'Cordillera'],
  '1700000000': ['Region IV-B', 'MIMAROPA', 'Southwestern Tagalog Region'],
  '1900000000': ['BARMM', 'ARMM', 'Bangsamoro', 'Autonomous Region in Muslim Mindanao'],
  '1800000000': ['NIR', 'Region XVIII'],
  '0300000000': ['Central Luzon'],
  '0100000000': ['Ilocos'],
  '0200000000': ['Cagayan Valley'],
  '0400000000': ['CALABARZON', 'Region 4A', 'Southern Tagalog'],
  '1600000000': ['Caraga', 'CARAGA'],
  '1200000000': ['SOCCSKSARGEN', 'SOX'],
};

function embeddedCsv(source: string, name: string): string[][] {
  const match = source.match(new RegExp(`var ${name} = "([^"]+)"`));
  if (match?.[1] === undefined) throw new Error(`no ${name} in the package`);
  const text = zlib.inflateSync(Buffer.from(match[1], 'base64')).toString('utf8');
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map(parseCsvLine);
}

function parseCsvLine(line: string): string[] {
  const values: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      values.push(current);
      current = '';
    } else current += c;
  }
  values.push(current);
  return values.map((v) => v.trim());
}

function main(): void {
  const source = fs.readFileSync(require.resolve('@aivangogh/ph-address'), 'utf8');
  const regions = embeddedCsv(source, 'regions');
  const provinces = embeddedCsv(source, 'provinces');
  const cities = embeddedCsv(source, 'municipalities');
  const barangays = embeddedCsv(source, 'barangays');
  const lines: string[] = [];
  const regionOf = (code: string) => `${code.slice(0, 2)}00000000`;
  for (const [name, code, designation] of regions) {
    const aliases = [...(designation ? [designation] : []), ...(REGION_ALIASES[code as string] ?? [])];
    lines.push([code, 'region', '', name, aliases.join('|')].join('\t'));
  }
  const provinceByName = new Map<string, string>();
  for (const [name, code] of provinces) {
    provinceByName.set(name as string, code as string);
    lines.push([code, 'province', regionOf(code as string), name, ''].join('\t'));
  }
  const cityCodes = new Set(cities.map((row) => row[1]));
  for (const [name, code, provinceCode] of cities) {
    const geographic = GEOGRAPHIC_PROVINCE[name as string];
    const underCity = provinceCode !== code && cityCodes.has(provinceCode);
    let parent: string;
    if (underCity) parent = provinceCode as string;
    else if (geographic !== undefined) {
      const found = provinceByName.get(geographic);
      if (found === undefined) throw new Error(`no province ${geographic} for ${name}`);
      parent = found;
    } else if (provinceByName.has(nameOfProvince(provinces, provinceCode as string))) parent = provinceCode as string;
    else parent = regionOf(code as string);
    lines.push([code, underCity ? 'submunicipality' : 'city_or_municipality', parent, name, ''].join('\t'));
  }
  for (const [name, code] of barangays) {
    const parent = `${(code as string).slice(0, 7)}000`;
    if (!cityCodes.has(parent)) throw new Error(`barangay ${code} has no city ${parent}`);
    lines.push([code, 'barangay', parent, name, ''].join('\t'));
  }
  fs.writeFileSync(OUT, `${lines.join('\n')}\n`);
  console.log(
    `${OUT}: ${regions.length} regions, ${provinces.length} provinces, ${cities.length} cities and municipalities, ${barangays.length} barangays`,
  );
}

function nameOfProvince(provinces: string[][], code: string): string {
  return provinces.find((row) => row[1] === code)?.[0] ?? '';
}

main();
