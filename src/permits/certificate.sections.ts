import { manilaLongDate } from '../clock/manila-time.js';
import type { CertificateInput, CertificateLocation } from './certificate.input.js';
import { COLOR, CONTENT_WIDTH, type Column, MARGIN, type PageWriter } from './certificate.layout.js';

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
  if (input.authorised) {
    drawAuthorised(w, input.authorised.lines);
    return;
  }
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

/**
 * What may be collected (issue 28 §1): one row per species and site, with the quantity, the part and
 * method, and the period where it is narrower than the site's (the sites' table gives theirs).
 */
function drawAuthorised(w: PageWriter, lines: NonNullable<CertificateInput['authorised']>['lines']): void {
  w.sectionTitle(`Authorised specimens (${lines.length})`);
  const columns: Column[] = [
    { title: '#', width: 24, align: 'right' },
    { title: 'SPECIES', width: 150, font: 'italic' },
    { title: 'SITE', width: 34, align: 'center' },
    { title: 'QUANTITY', width: 86 },
    { title: 'PART · METHOD', width: CONTENT_WIDTH - 24 - 150 - 34 - 86 - 86 },
    { title: 'PERIOD', width: 86 },
  ];
  const rows = lines.map((line, i) => [
    String(i + 1),
    line.commonName ? `${line.scientificName}\n(${line.commonName})` : line.scientificName,
    String(line.site),
    line.quantity,
    [line.part, line.method].filter((part): part is string => Boolean(part)).join(' · '),
    line.period
      ? `${manilaLongDate(line.period.start, `lines[${i}].period.start`)} to ${manilaLongDate(line.period.end, `lines[${i}].period.end`)}`
      : 'the site’s',
  ]);
  w.table(columns, rows);
}

/** Who may collect under the permit: the holder and the named assistants. */
function drawCollectors(w: PageWriter, collectors: NonNullable<CertificateInput['authorised']>['collectors']): void {
  if (collectors.length === 0) return;
  w.sectionTitle(`Authorised collectors (${collectors.length})`);
  const columns: Column[] = [
    { title: 'NAME', width: 150 },
    { title: 'ROLE', width: 64 },
    { title: 'AFFILIATION', width: CONTENT_WIDTH - 150 - 64 - 130 },
    { title: 'IDENTIFICATION', width: 130 },
  ];
  w.table(
    columns,
    collectors.map((c) => [c.name, c.role === 'holder' ? 'Holder' : 'Assistant', c.affiliation ?? '', c.identification ?? '']),
  );
}

/** The collectors (when the permit has terms), then the numbered conditions. */
export function drawConditions(w: PageWriter, input: CertificateInput): void {
  if (input.authorised) drawCollectors(w, input.authorised.collectors);
  if (input.conditions.length === 0) return;
  w.sectionTitle('Conditions');
  w.use('regular', 8.5, COLOR.muted).textAt('This permit is granted subject to the following conditions:', MARGIN.left, w.y, CONTENT_WIDTH);
  w.y += 13;
  const indent = 20;
  input.conditions.forEach((condition, i) => {
    const height = w.heightOf(condition, 'regular', 8.5, CONTENT_WIDTH - indent, 1);
    w.ensureSpace(height + 3.5);
    w.use('bold', 8.5, COLOR.accent).textAt(`${i + 1}.`, MARGIN.left, w.y, indent - 4, { align: 'right' });
    w.y += w.use('regular', 8.5).textAt(condition, MARGIN.left + indent, w.y, CONTENT_WIDTH - indent, { lineGap: 1 }) + 3.5;
  });
}

/**
 * The signature block (right half) beside the verification line (left half, at the foot of the
 * signature's space), kept together on one page. Side by side rather than one under the other: the
 * closing is what most often pushed a short permit onto a second page.
 */
export function drawClosing(w: PageWriter, input: CertificateInput): void {
  // A specimen has no link: it says what verifies the permit once it is issued.
  const linkNote =
    input.specimen === true
      ? 'A specimen, not a permit: the issued certificate carries the QR code and the link that verify it.'
      : 'Verify this permit by scanning its QR code, or open:';
  const half = CONTENT_WIDTH / 2;
  const x = MARGIN.left + half + 20;
  const width = half - 20;
  const linkWidth = half;
  const signatureSpace = 30;
  const signatoryHeight =
    w.heightOf(input.signatory.name, 'bold', 10.5, width) + w.heightOf(input.signatory.position, 'regular', 9, width) + 5;
  const linkHeight = w.heightOf(linkNote, 'semibold', 7.5, linkWidth) + 2 + w.heightOf(input.verificationUrl, 'regular', 7, linkWidth);
  w.ensureSpace(10 + 10 + Math.max(signatureSpace + signatoryHeight, linkHeight));
  w.y += 10;
  const top = w.y;
  w.use('semibold', 7.5, COLOR.muted).textAt('APPROVED BY', x, top, width, { characterSpacing: 0.5 });
  let right = top + 10 + signatureSpace;
  w.rule(right, COLOR.ink, 0.7, x, width);
  right += 5;
  right += w.use('bold', 10.5).textAt(input.signatory.name, x, right, width);
  right += w.use('regular', 9, COLOR.muted).textAt(input.signatory.position, x, right, width);
  let left = top + 10 + signatureSpace - linkHeight + 5;
  left = Math.max(top, left);
  left += w.use('semibold', 7.5, COLOR.muted).textAt(linkNote, MARGIN.left, left, linkWidth) + 2;
  left += w.use('regular', 7, COLOR.accent).textAt(input.verificationUrl, MARGIN.left, left, linkWidth);
  w.y = Math.max(left, right);
}
