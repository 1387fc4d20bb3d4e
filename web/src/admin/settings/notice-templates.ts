import type { SettingValue } from './settings.queries';

/**
 * The value of `notices.templates`, as the API document publishes its schema (NoticesTemplatesSetting):
 * a template per notice type, a type left out keeps its default. The placeholders, what each means and
 * its value for the example application come from the setting's schema (`x-placeholders`), as the
 * service knows them.
 */
export type NoticeTemplates = SettingValue<'notices.templates'>;

/** The texts by notice type as the form edits them: every type the schema lists, each with its text. */
export type NoticeTexts = Readonly<Record<string, string>>;

export interface Placeholder {
  readonly name: string;
  readonly description: string;
  readonly example: string;
}

/** The same bounds as the service's schema. */
export const TEMPLATE_MAX = 5000;

/** A placeholder as the service fills it (renderNoticeText): `{name}`, letters only. */
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

const isTemplates = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((text) => typeof text === 'string');

/** The stored templates and the defaults, or undefined when either has another shape (then the JSON editor shows it). */
export function asNoticeTemplates(value: unknown, defaults: unknown): { stored: NoticeTexts; defaults: NoticeTexts } | undefined {
  return isTemplates(value) && isTemplates(defaults) ? { stored: value, defaults } : undefined;
}

/** The placeholders the schema lists (its `x-placeholders` annotation); none when it has none. */
export function placeholdersOf(schema: unknown): Placeholder[] {
  const listed = (schema as { 'x-placeholders'?: unknown } | null)?.['x-placeholders'];
  if (typeof listed !== 'object' || listed === null) return [];
  return Object.entries(listed as Record<string, { description?: unknown; example?: unknown }>).map(([name, about]) => ({
    name,
    description: typeof about.description === 'string' ? about.description : '',
    example: typeof about.example === 'string' ? about.example : '',
  }));
}

/** What each notice type means (the schema's property descriptions). */
export function noticeTypesOf(schema: unknown, defaults: NoticeTexts): { type: string; meaning: string }[] {
  const properties = (schema as { properties?: Record<string, { description?: string }> } | null)?.properties ?? {};
  return Object.keys(defaults).map((type) => ({ type, meaning: properties[type]?.description ?? '' }));
}

/** The placeholders a text names that the service does not know (it would leave them as written). */
export function unknownPlaceholders(text: string, known: readonly Placeholder[]): string[] {
  const names = new Set(known.map((placeholder) => placeholder.name));
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].filter((name) => !names.has(name));
}

/** The text as the service would render it for the example application (unknown placeholders stay as written). */
export function previewOf(text: string, known: readonly Placeholder[]): string {
  const examples = new Map(known.map((placeholder) => [placeholder.name, placeholder.example]));
  return text
    .replace(PLACEHOLDER, (whole, name: string) => examples.get(name) ?? whole)
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/** The texts as the setting's value: only those that differ from their default are stored. */
export function templatesOf(texts: NoticeTexts, defaults: NoticeTexts): NoticeTemplates {
  return Object.fromEntries(Object.entries(texts).filter(([type, text]) => text !== defaults[type]));
}
