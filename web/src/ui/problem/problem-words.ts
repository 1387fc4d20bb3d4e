import { type FieldProblem, type ProblemDetails, pointerToPath } from '../../api/problem';

/**
 * A problem in people's words (issue 18): a field pointer (`/code`) becomes the field's label, an
 * internal code before the sentence (`record_cbd_status: from ready …`) and snake_case values are
 * written as words, and the sentence starts with a capital and ends with a full stop. The technical
 * text is kept as it came, for the "Details" disclosure.
 */

/** Form path or parameter → the label people see on the form ("missingItems" → "Missing requirements"). */
export type FieldLabels = Readonly<Record<string, string>>;

/** `collectionEnd` → "Collection end"; `locations.0.collectionEnd` → "Location 1, collection end". */
export function humanizeFieldPath(path: string, labels: FieldLabels = {}): string {
  if (labels[path]) return labels[path];
  const parts = path.split('.').filter(Boolean);
  const words: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    const next = parts[i + 1];
    const word = part
      .replace(/([a-z0-9])([A-Z])/gu, '$1 $2')
      .replaceAll('_', ' ')
      .toLowerCase();
    if (next !== undefined && /^\d+$/u.test(next)) {
      words.push(`${word.replace(/s$/u, '')} ${Number(next) + 1}`);
      i += 1;
    } else words.push(word);
  }
  const text = words.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fieldPathOf(error: FieldProblem): string {
  return error.pointer !== undefined ? pointerToPath(error.pointer) : (error.parameter ?? '');
}

/** The label of a field problem's field. */
export function fieldLabel(error: FieldProblem, labels: FieldLabels = {}): string {
  const path = fieldPathOf(error);
  return path ? humanizeFieldPath(path, labels) : 'The request';
}

const INTERNAL_CODE = /^[a-z]+(?:_[a-z]+)+:\s*/u;
const POINTER = /(^|[\s(])\/([A-Za-z][\w]*(?:\/[\w]+)*)/gu;
const SNAKE_WORD = /\b([a-z]+(?:_[a-z]+)+)\b/gu;
const SCHEMA_CODE = /\bError\.[A-Za-z]+\b/gu;

/** The words of a message without its capital: pointers as labels, no internal code, snake_case as words, a full stop. */
function words(text: string, labels: FieldLabels): string {
  const written = text
    .replace(INTERNAL_CODE, '')
    .replace(POINTER, (_match, before: string, pointer: string) => `${before}${humanizeFieldPath(pointerToPath(`/${pointer}`), labels)}`)
    .replace(SCHEMA_CODE, '')
    .replace(SNAKE_WORD, (word) => word.replaceAll('_', ' '))
    .replace(/\s{2,}/gu, ' ')
    .trim();
  if (written === '') return '';
  return /[.!?…]$/u.test(written) ? written : `${written}.`;
}

/** A sentence for people: pointers as labels, no internal code in front, snake_case as words, a capital and a full stop. */
export function sentence(text: string, labels: FieldLabels = {}): string {
  const written = words(text, labels);
  return written.charAt(0).toUpperCase() + written.slice(1);
}

/** A field problem as a sentence: `/missingItems` "is required" becomes "Missing requirements is required." */
export function fieldSentence(error: FieldProblem, labels: FieldLabels = {}): string {
  return `${fieldLabel(error, labels)} ${words(error.detail, labels)}`;
}

/** Whether the words shown differ from what the service sent (then its text is offered under "Details"). */
export function hasTechnicalDetail(problem: ProblemDetails, labels: FieldLabels = {}): boolean {
  if (sentence(problem.detail, labels).replace(/\.$/u, '') !== problem.detail.replace(/\.$/u, '')) return true;
  return (problem.errors ?? []).some((error) => error.pointer !== undefined || sentence(error.detail) !== error.detail);
}
