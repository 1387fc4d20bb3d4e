import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are loaded on first use (code-split), and the first load in a test transforms them: on two
// busy cores that can pass the default second. This is how long a `findBy…` waits, not a timed check.
configure({ asyncUtilTimeout: 10_000 });

// Tests run as for a user who asked for reduced motion: Mantine then opens menus and popovers at once
// (the theme respects the setting), so no test waits for an animation.
// (Tests of the API client run in Node, with no window.)
if (typeof window !== 'undefined') {
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const list = matchMedia(query);
    if (query.includes('prefers-reduced-motion')) Object.defineProperty(list, 'matches', { value: true });
    return list;
  };
}

// happy-dom has no document.fonts (the CSS Font Loading API); Mantine's autosizing textarea listens to it.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}

afterEach(() => {
  cleanup();
  // What a test's forms kept for the tab (action drafts) is not the next test's.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
