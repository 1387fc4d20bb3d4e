import type { CertificateLocation } from './certificate.input.js';
import { COLOR, type PageWriter } from './certificate.layout.js';
import { philippinesMap } from './certificate.map.js';

/**
 * The Philippines with a dot per collection site, in a framed box: at a glance, an inspector sees
 * whether the holder is where the permit says. Sites without coordinates are simply not drawn.
 */
export function drawSitesMap(
  w: PageWriter,
  locations: readonly CertificateLocation[],
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const captionHeight = 14;
  const mapHeight = height - captionHeight;
  const map = philippinesMap(width, mapHeight);
  const doc = w.doc;
  doc.save();
  doc.rect(x, y, width, mapHeight).fill('#f4f8fb');
  doc.translate(x, y).path(map.outline).fillColor('#cfdcd3').fill('nonzero');
  doc.path(map.outline).lineWidth(0.25).strokeColor('#6f8f7d').stroke();
  let drawn = 0;
  for (const location of locations) {
    if (location.latitude === null || location.longitude === null) continue;
    const point = map.project(location.longitude, location.latitude);
    if (point === undefined) continue;
    doc.circle(point[0], point[1], 2.6).lineWidth(0.8).fillColor('#c0392b').strokeColor('#ffffff').fillAndStroke();
    drawn += 1;
  }
  doc.restore();
  doc.save().rect(x, y, width, mapHeight).lineWidth(0.6).strokeColor(COLOR.rule).stroke().restore();
  const caption = drawn === 1 ? '1 collection site' : `${drawn} collection sites`;
  const captionWidth = doc.font('regular').fontSize(7).widthOfString(caption);
  const start = x + (width - captionWidth - 8) / 2;
  doc
    .save()
    .circle(start + 2.5, y + mapHeight + 7.5, 2.5)
    .fill('#c0392b')
    .restore();
  w.use('regular', 7, COLOR.muted).textAt(caption, start + 8, y + mapHeight + 3, captionWidth + 2);
}
