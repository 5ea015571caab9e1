import '@testing-library/jest-dom/vitest';
// jsdom lacks a few browser APIs that Radix and downshift call (ResizeObserver, pointer capture…).
import './packages/ui/src/test-utils/polyfills';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
