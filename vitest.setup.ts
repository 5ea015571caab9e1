import '@testing-library/jest-dom/vitest';
// jsdom lacks a few browser APIs that Radix and downshift call (ResizeObserver, pointer capture…).
import './packages/ui/src/test-utils/polyfills';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s (not 1 s): on a 2-core machine running other suites beside these,
// a whole form's flow can take seconds; a wait that is met returns as soon as it is.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
