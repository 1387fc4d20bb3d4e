import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are loaded on first use (code-split), and the first load in a test transforms them: on two
// busy cores that can pass the default second. This is how long a `findBy…` waits, not a timed check.
configure({ asyncUtilTimeout: 10_000 });

// Tests run as for a user who asked for reduced motion: Mantine then opens menus and popovers at once
// (the theme respects the setting), so no test waits for an animation.
// (Tests of the API client run in Node, with no window.)
// (This file runs before each test file, in a window shared by the files of a worker: it wraps once.)
const reducedMotion = Symbol.for('biopermit.test.reducedMotion');
if (typeof window !== 'undefined' && !(reducedMotion in window.matchMedia)) {
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const list = matchMedia(query);
    if (query.includes('prefers-reduced-motion')) Object.defineProperty(list, 'matches', { value: true });
    return list;
  };
  Object.defineProperty(window.matchMedia, reducedMotion, { value: true });
}

// happy-dom has no document.fonts (the CSS Font Loading API); Mantine's autosizing textarea listens to it.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}

// The component tests share one happy-dom window per worker, file after file (`isolate: false` in
// web/vite.config.ts): what a test leaves in it must not be seen by the next test, nor make it pass.
// The address the window opened on, kept once for every later file of the worker.
const startUrl = Symbol.for('biopermit.test.startUrl');
type WithStartUrl = typeof globalThis & { [startUrl]?: string };
if (typeof window !== 'undefined') (globalThis as WithStartUrl)[startUrl] ??= window.location.href;

afterEach(() => {
  cleanup();
  if (typeof document === 'undefined') return;
  // A download (a link to a blob: URL clicked, as the access export's ZIP is saved) navigates happy-dom's
  // window: its origin became "null", and a later file's links were drawn as "null/app/…".
  const opened = (globalThis as WithStartUrl)[startUrl];
  if (opened !== undefined && window.location.href !== opened) {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(opened);
  }
  // What a test's forms kept for the tab (action drafts) is not the next test's.
  sessionStorage.clear();
  localStorage.clear();
  // A screen sets the title; a later test must see its own screen's, not a title left over.
  document.title = '';
  // Anything a test put in the page outside what it rendered (cleanup removes that).
  document.body.replaceChildren();
});
