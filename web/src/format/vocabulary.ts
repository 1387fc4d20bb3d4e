/**
 * A code of a vocabulary as people read it (issue 31: "research", `missing_information` were shown as
 * they are stored): its label when the screen has one, else the code in words with a capital.
 */
export function codeInWords(code: string): string {
  const words = code.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a code, from the screen's labels, else the code in words. */
export function labelOf(labels: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(labels, code) ? (labels[code] as string) : codeInWords(code);
}
