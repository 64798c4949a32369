import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait on a condition and return as soon as it holds, so their deadline costs
// a passing test nothing. Testing Library's default deadline, 1 s, is shorter than a lazily
// loaded screen plus a fake-IndexedDB transaction take when both cores are busy (another test run
// beside this one): tests failed then on timeouts, never on what they check. One deadline for
// every wait, well inside the jsdom project's 15 s test timeout (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
