import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 30: a feature has one name in every layer, written in docs/features.md. A folder in a layer
// that the table does not list there, or a folder or e2e file the table names that does not exist,
// fails here.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LAYERS = {
  domain: 'packages/domain/src',
  api: 'packages/api/src',
  server: 'apps/server/src/features',
  portal: 'apps/portal/src/features',
} as const;
type Layer = keyof typeof LAYERS;

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__snapshots__')
    .map((entry) => entry.name);

/** A layer's feature folders; the portal's administration screens are `admin/<screen>`. */
function layerFolders(layer: Layer): string[] {
  const top = folders(LAYERS[layer]);
  if (layer !== 'portal') return top.sort();
  return [...top, ...folders(`${LAYERS.portal}/admin`).map((name) => `admin/${name}`)].sort();
}

interface Row {
  feature: string;
  layers: Record<Layer, string[]>;
  e2e: string[];
}

/** The rows of docs/features.md's table: each cell a list of `folder` names, or — for none. */
export function featureTable(markdown: string): Row[] {
  const lines = markdown.split('\n').filter((line) => line.startsWith('| '));
  const [header, , ...body] = lines;
  const cells = (line: string) =>
    line
      .slice(2, -2)
      .split(' | ')
      .map((cell) => cell.trim());
  expect(cells(header ?? '')).toEqual(['Feature', 'domain', 'api', 'server', 'portal', 'e2e']);
  const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);
  return body.map((line) => {
    const [feature = '', domain = '', api = '', server = '', portal = '', e2e = ''] = cells(line);
    for (const cell of [domain, api, server, portal, e2e]) {
      // A cell names folders in backticks, or says — for none: anything else is a typo the check would miss.
      expect(cell === '—' || names(cell).length > 0, `${feature}: "${cell}"`).toBe(true);
    }
    return {
      feature,
      layers: { domain: names(domain), api: names(api), server: names(server), portal: names(portal) },
      e2e: names(e2e),
    };
  });
}

const table = featureTable(readFileSync(path.join(root, 'docs/features.md'), 'utf8'));

describe('given the table of features (docs/features.md)', () => {
  it('when a feature is listed then it is listed once', () => {
    const features = table.map((row) => row.feature);
    expect(new Set(features).size).toBe(features.length);
  });

  it.each(Object.keys(LAYERS) as Layer[])(
    'when the %s layer is listed then its folders are exactly the table’s, each in one row',
    (layer) => {
      const listed = table.flatMap((row) => row.layers[layer]);
      expect(new Set(listed).size, 'a folder in two rows').toBe(listed.length);
      expect([...listed].sort()).toEqual(layerFolders(layer));
    },
  );

  it('when a feature names its e2e files then each exists', () => {
    const missing = table.flatMap((row) => row.e2e).filter((file) => !existsSync(path.join(root, 'e2e/tests', file)));
    expect(missing).toEqual([]);
  });

  it('when a folder appears under a name the table does not list then the check names it', () => {
    const rows = featureTable(
      '| Feature | domain | api | server | portal | e2e |\n| --- | --- | --- | --- | --- | --- |\n| leads | `leads` | `leads` | — | `leads` | `leads.test.ts` |\n',
    );
    const listed = rows.flatMap((row) => row.layers.server);
    expect(listed).toEqual([]);
    expect(layerFolders('server').filter((folder) => !listed.includes(folder))).toContain('leads');
  });
});
