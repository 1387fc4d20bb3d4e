import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** The authority's green: shade 7 carries white text at 5.5:1 and shade 9 reads on white at 10:1. */
const forest: MantineColorsTuple = [
  '#ebf7f0',
  '#d6eee0',
  '#acdcc1',
  '#7fc9a0',
  '#58b883',
  '#3fa970',
  '#2f9360',
  '#227a4e',
  '#1a6541',
  '#0f4a2e',
];

/** Warnings (a stale record, at-risk clocks): dark enough from shade 6 on for text on its light tint (AA). */
const warning: MantineColorsTuple = [
  '#fff4e6',
  '#ffe3bf',
  '#ffc98a',
  '#f5a94d',
  '#e08a1e',
  '#c06f00',
  '#9a5700',
  '#854b00',
  '#6e3e00',
  '#573100',
];

export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: 7,
  colors: { forest, warning },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Menus and popovers open without animation for users who ask for reduced motion.
  respectReducedMotion: true,
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { fw: 600 } },
    // The dialog's × is a button with no text: it needs a name (WCAG 4.1.2).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Mantine's dimmed text (gray 6) is 3.3:1 on white, under WCAG AA; gray 7 is 7.5:1. Its error colour
 * (red 6, a field's message and text) is 3.6:1; red 9 is 5.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-dimmed': current.colors.gray[7] ?? '#495057', '--mantine-color-error': current.colors.red[9] ?? '#c92a2a' },
  dark: {},
});
