import type { CertificateInput, CertificateLocation } from './certificate.input.js';
import { COLOR, CONTENT_WIDTH, type Column, MARGIN, type PageWriter } from './certificate.layout.js';
import { manilaLongDate } from './manila-date.js';

/** `14.1657° N, 121.2415° E`: four decimals is about 11 m, what a handheld GPS gives. */
export function formatCoordinates(latitude: number | null, longitude: number | null): string {
  if (latitude === null || longitude === null) return '—';
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}° ${longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

function place(location: CertificateLocation): string {
  return `${location.barangay}, ${location.cityMunicipality}, ${location.province}\n${location.region}`;
}

export function drawLocations(w: PageWriter, input: CertificateInput): void {
  w.sectionTitle(`Collection sites (${input.locations.length})`);
  const columns: Column[] = [
    { title: '#', width: 24, align: 'right' },
    { title: 'BARANGAY, CITY OR MUNICIPALITY, PROVINCE · REGION', width: 192 },
    { title: 'COORDINATES', width: 106 },
    { title: 'COLLECTION PERIOD', width: CONTENT_WIDTH - 24 - 192 - 106 },
  ];
  const rows = input.locations.map((location, i) => [
    String(i + 1),
    place(location),
    formatCoordinates(location.latitude, location.longitude),
    `${manilaLongDate(location.collectionStart, `locations[${i}].collectionStart`)} to ${manilaLongDate(
      location.collectionEnd,
      `locations[${i}].collectionEnd`,
    )}`,
  ]);
  w.table(columns, rows);
}

export function drawSpecies(w: PageWriter, input: CertificateInput): void {
  w.sectionTitle(`Species covered (${input.species.length})`);
  const withSites = input.species.some((s) => (s.sites?.length ?? 0) > 0);
  const sitesWidth = withSites ? 62 : 0;
  const columns: Column[] = [
    { title: '#', width: 24, align: 'right' },
    { title: 'SCIENTIFIC NAME', width: 178, font: 'italic' },
    { title: 'COMMON NAME', width: 135 },
    { title: 'STATE', width: CONTENT_WIDTH - 24 - 178 - 135 - sitesWidth },
  ];
  if (withSites) columns.push({ title: 'SITES', width: sitesWidth });
  const rows = input.species.map((species, i) => {
    const row = [String(i + 1), species.scientificName, species.commonName ?? '', species.state ?? ''];
    if (withSites) row.push((species.sites ?? []).join(', '));
    return row;
  });
  w.table(columns, rows);
}

export function drawConditions(w: PageWriter, input: CertificateInput): void {
  if (input.conditions.length === 0) return;
  w.sectionTitle('Conditions');
  w.use('regular', 8.5, COLOR.muted).textAt('This permit is granted subject to the following conditions:', MARGIN.left, w.y, CONTENT_WIDTH);
  w.y += 14;
  const indent = 20;
  input.conditions.forEach((condition, i) => {
    const height = w.heightOf(condition, 'regular', 9, CONTENT_WIDTH - indent);
    w.ensureSpace(height + 5);
    w.use('bold', 9, COLOR.accent).textAt(`${i + 1}.`, MARGIN.left, w.y, indent - 4, { align: 'right' });
    w.y += w.use('regular', 9).textAt(condition, MARGIN.left + indent, w.y, CONTENT_WIDTH - indent) + 5;
  });
}

/** The signature block and the verification line, kept together on one page. */
export function drawClosing(w: PageWriter, input: CertificateInput): void {
  const linkNote = 'Verify this permit by scanning its QR code, or open:';
  const linkHeight = w.heightOf(input.verificationUrl, 'regular', 7, CONTENT_WIDTH);
  w.ensureSpace(122 + linkHeight);
  w.y += 18;
  const half = CONTENT_WIDTH / 2;
  const x = MARGIN.left + half + 20;
  const width = half - 20;
  w.use('semibold', 7.5, COLOR.muted).textAt('APPROVED BY', x, w.y, width, { characterSpacing: 0.5 });
  w.y += 44;
  w.rule(w.y, COLOR.ink, 0.7, x, width);
  w.y += 5;
  w.y += w.use('bold', 10.5).textAt(input.signatory.name, x, w.y, width);
  w.y += w.use('regular', 9, COLOR.muted).textAt(input.signatory.position, x, w.y, width) + 18;
  w.use('semibold', 7.5, COLOR.muted).textAt(linkNote, MARGIN.left, w.y, CONTENT_WIDTH);
  w.y += 10;
  w.y += w.use('regular', 7, COLOR.accent).textAt(input.verificationUrl, MARGIN.left, w.y, CONTENT_WIDTH);
}
