import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait for what a user would see; their default bound (1 s) is a timing
// assumption that fails on a loaded 2-core CI machine while the suite runs beside others.
// A longer bound (under the 5 s test time-out) costs nothing when the page is right and only delays a genuine failure.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
