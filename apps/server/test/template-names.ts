// Where a server test run keeps its prepared databases (no server imports: test/global-setup.ts uses it).
import path from 'node:path';

/** The run's folder for prepared databases (set by test/global-setup.ts; absent outside a test run). */
export const TEMPLATES_ENV = 'MERIDIAN_TEST_TEMPLATES';

/** The PostgreSQL template database of the run whose folder is `root`. */
export const postgresTemplateName = (root: string) =>
  `meridian_template_${path
    .basename(root)
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()}`;
