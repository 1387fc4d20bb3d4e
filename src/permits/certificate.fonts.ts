import fs from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * Noto Sans (SIL Open Font License 1.1, from the npm package @expo-google-fonts/noto-sans, so
 * `npm install` is all it takes): it has ñ/Ñ, every accented vowel of Filipino and Spanish names, and
 * the peso sign ₱, which PDF's standard fonts (WinAnsi) lack. Only TTF works: pdfkit crashes on
 * WOFF/WOFF2 at `doc.end()`. pdfkit embeds just the glyphs used (a subset), so the PDF stays small.
 */
const require = createRequire(import.meta.url);

const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  semibold: '@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf',
} as const;

export type FontName = keyof typeof FILES;

let loaded: Record<FontName, Font> | undefined;

function open(name: FontName): Font {
  return create(fs.readFileSync(require.resolve(FILES[name]))) as Font;
}

/**
 * The faces, parsed once per process and shared by every document: parsing Noto Sans's layout
 * tables is most of the cost of a certificate (~400 ms of 450 when each document parsed its own).
 * pdfkit takes a parsed fontkit font as is and subsets it per document, so sharing changes no byte.
 */
export function certificateFonts(): Record<FontName, Font> {
  loaded ??= { regular: open('regular'), bold: open('bold'), italic: open('italic'), semibold: open('semibold') };
  return loaded;
}
