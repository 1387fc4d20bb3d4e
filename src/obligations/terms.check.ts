import { type BalanceLine, lineNamed, lineOfRow, linesAtSite, linesOfSpecies, quantityWords, sameUnit } from '../movements/balance.js';
import type { PermitStanding } from '../movements/balance.service.js';
import { normalName } from '../shared/names.js';
import type { SpecimenFlag, SpecimenRow } from './obligation.schemas.js';

/**
 * A collection report against the permit's issued terms (issue 28 §2), row by row: the species, the
 * species at that site, the quantity against what remains of the line (earlier reports and movements
 * counted, and the rows above in this report), the date against that line's period, a date after
 * today, the collector against those named. Each flag says what was reported and, beside it, what
 * the terms authorise, in the reviewer's words. Never a refusal. Pure: `today` is the service's clock.
 */

const siteWords = (l: { cityOrMunicipality: string; province: string }) => `${l.cityOrMunicipality}, ${l.province}`;
const lineWords = (line: BalanceLine) => `${line.scientificName ?? line.commonName ?? 'the species'} at ${siteWords(line)}`;

function unknownLineFlags(row: SpecimenRow, index: number, standing: PermitStanding): SpecimenFlag[] {
  if (row.lineId !== undefined) {
    return [{ row: index, code: 'species_not_on_permit', detail: `line ${row.lineId} is not a line of the permit’s terms` }];
  }
  const ofSpecies = linesOfSpecies(standing.lines, row.scientificName);
  const permitSites = () => [...new Set(standing.lines.map(siteWords))].join('; ');
  if (ofSpecies.length > 0) {
    const sites = [...new Set(ofSpecies.map(siteWords))].join('; ');
    // A place that is no site of the permit says so; a site of the permit where this species is not authorised, that.
    if (linesAtSite(standing.lines, row.location).length === 0) {
      return [
        {
          row: index,
          code: 'place_not_on_permit',
          detail: `${siteWords(row.location)} reported; the permit’s sites are ${permitSites()} (${row.scientificName}: ${sites})`,
        },
      ];
    }
    return [
      {
        row: index,
        code: 'species_not_authorised_at_site',
        detail: `${row.scientificName} reported at ${siteWords(row.location)}; authorised only at ${sites}`,
      },
    ];
  }
  const species = [...new Set(standing.lines.map((l) => l.scientificName ?? l.commonName ?? ''))].filter((s) => s !== '');
  const flags: SpecimenFlag[] = [
    {
      row: index,
      code: 'species_not_on_permit',
      detail: `${row.scientificName} reported; the permit authorises ${species.join(', ') || 'no species'}`,
    },
  ];
  if (linesAtSite(standing.lines, row.location).length === 0) {
    flags.push({
      row: index,
      code: 'place_not_on_permit',
      detail: `${siteWords(row.location)} reported; the permit’s sites are ${permitSites()}`,
    });
  }
  return flags;
}

export function flagAgainstTerms(rows: readonly SpecimenRow[], standing: PermitStanding, today: string): SpecimenFlag[] {
  const collectors = new Set(standing.collectors.map(normalName));
  const addedHere = new Map<string, number>();
  const flags: SpecimenFlag[] = [];
  rows.forEach((row, index) => {
    const line = lineOfRow(standing.lines, row);
    if (line === undefined) flags.push(...unknownLineFlags(row, index, standing));
    else if (!sameUnit(row.unit, line.unit)) {
      flags.push({
        row: index,
        code: 'unit_not_authorised',
        detail: `${row.count} ${row.unit} reported; ${lineWords(line)} is authorised in ${(line.unit ?? '').replace(/_/g, ' ')}`,
      });
    } else {
      const before = standing.balance.find((b) => lineNamed(line, b.lineId));
      const collected = (before?.collected ?? 0) + (addedHere.get(line.id) ?? 0);
      addedHere.set(line.id, (addedHere.get(line.id) ?? 0) + row.count);
      if (line.quantity !== null) {
        const remaining = Math.max(0, line.quantity - Math.max(collected, before?.transferred ?? 0));
        if (row.count > remaining) {
          flags.push({
            row: index,
            code: 'quantity_over_remaining',
            detail: `${quantityWords(row.count, line.unit)} reported; ${line.quantity} authorised, ${remaining} remain`,
          });
        }
      }
      if (row.dateCollected < line.periodStart || row.dateCollected > line.periodEnd) {
        flags.push({
          row: index,
          code: 'date_outside_collection_period',
          detail: `collected ${row.dateCollected}; ${lineWords(line)} is authorised from ${line.periodStart} to ${line.periodEnd}`,
        });
      }
    }
    if (row.dateCollected > today) {
      flags.push({ row: index, code: 'date_in_future', detail: `collected ${row.dateCollected}; today is ${today}` });
    }
    if (row.collector !== undefined && !collectors.has(normalName(row.collector))) {
      flags.push({
        row: index,
        code: 'collector_not_authorised',
        detail: `collected by ${row.collector}; the terms name ${standing.collectors.join(', ') || 'no collector'}`,
      });
    }
  });
  return flags;
}
