import type { AuthorisedCollector, PermitTerms, TermsDraftInput, TermsUnit } from './terms.queries';

/** One authorised line as the editor holds it: text fields as strings, the quantity empty until set. */
export interface LineValues {
  /** The stored line's id (kept by the service), or none for a line added here. */
  readonly id?: string;
  /** The row's React key: stable while lines are added and removed. */
  readonly key: string;
  scientificName: string;
  locationId: string;
  quantity: number | '';
  unit: TermsUnit | '';
  part: string;
  method: string;
  periodStart: string;
  periodEnd: string;
}

export interface CollectorValues {
  readonly key: string;
  role: AuthorisedCollector['role'];
  name: string;
  affiliation: string;
  identification: string;
}

export interface TermsFormValues {
  lines: LineValues[];
  collectors: CollectorValues[];
  specialConditions: string[];
  reason: string;
}

const newKey = () => crypto.randomUUID();

export function formValuesOf(terms: PermitTerms): TermsFormValues {
  return {
    lines: terms.lines.map((line) => ({
      id: line.id,
      key: line.id,
      scientificName: line.scientificName ?? line.commonName ?? '',
      locationId: line.locationId,
      quantity: line.quantity ?? '',
      unit: line.unit ?? '',
      part: line.part ?? '',
      method: line.method ?? '',
      periodStart: line.periodStart,
      periodEnd: line.periodEnd,
    })),
    collectors: terms.collectors.map((collector) => ({
      key: newKey(),
      role: collector.role,
      name: collector.name,
      affiliation: collector.affiliation ?? '',
      identification: collector.identification ?? '',
    })),
    specialConditions: [...terms.specialConditions],
    reason: '',
  };
}

export function emptyLine(scientificName: string, locationId: string): LineValues {
  return { key: newKey(), scientificName, locationId, quantity: '', unit: '', part: '', method: '', periodStart: '', periodEnd: '' };
}

export function emptyAssistant(): CollectorValues {
  return { key: newKey(), role: 'assistant', name: '', affiliation: '', identification: '' };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of PUT …/terms: the whole draft; an empty period is the site's own (the service's default). */
export function draftOf(values: TermsFormValues, withReason: boolean): TermsDraftInput {
  return {
    lines: values.lines.map((line) => ({
      ...(line.id ? { id: line.id } : {}),
      scientificName: line.scientificName,
      locationId: line.locationId,
      quantity: line.quantity === '' ? null : line.quantity,
      unit: line.unit === '' ? null : line.unit,
      part: orNull(line.part),
      method: orNull(line.method),
      periodStart: orNull(line.periodStart),
      periodEnd: orNull(line.periodEnd),
    })),
    collectors: values.collectors.map((collector) => ({
      role: collector.role,
      name: collector.name.trim(),
      affiliation: orNull(collector.affiliation),
      identification: orNull(collector.identification),
    })),
    specialConditions: values.specialConditions.map((text) => text.trim()),
    ...(withReason ? { reason: values.reason.trim() } : {}),
  };
}

/**
 * The service's rules, checked here first so the message sits on the field before anything is sent (the
 * service checks again, and its problem's pointers land on the same fields: `/lines/0/quantity` → `lines.0.quantity`).
 */
export function termsErrors(values: TermsFormValues, reasonRequired: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  values.lines.forEach((line, i) => {
    if (line.quantity !== '' && !(line.quantity > 0)) errors[`lines.${i}.quantity`] = 'Enter a quantity above 0';
    if (line.quantity === '' && line.unit !== '') errors[`lines.${i}.quantity`] = 'Enter the quantity of this unit';
    if (line.quantity !== '' && line.unit === '') errors[`lines.${i}.unit`] = 'Choose the unit of the quantity';
    if (line.periodStart && line.periodEnd && line.periodEnd < line.periodStart)
      errors[`lines.${i}.periodEnd`] = 'The period ends before it starts';
  });
  values.collectors.forEach((collector, i) => {
    if (!collector.name.trim()) errors[`collectors.${i}.name`] = 'Enter the collector’s full name';
  });
  values.specialConditions.forEach((text, i) => {
    if (!text.trim()) errors[`specialConditions.${i}`] = 'Write the condition, or remove it';
  });
  if (reasonRequired && !values.reason.trim()) errors.reason = 'Say why the terms change: it is journalled';
  return errors;
}
