import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are loaded on first use (code-split), and the first load in a test transforms them: on two
// busy cores that can pass the default second. This is how long a `findBy…` waits, not a timed check.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
