import { beforeEach } from 'vitest';
import { describeOpenPages } from './browser';

// When a browser test fails, say what its pages showed: the assertion alone ("waiting for the
// Agree button") rarely tells why, and a CI run cannot be looked at afterwards.
beforeEach(({ onTestFailed }) => {
  onTestFailed(async () => {
    const pages = await describeOpenPages();
    if (pages) console.error(`Open pages when the test failed:\n${pages}`);
  });
});
