import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found the same way from the sources (tests, CLI)
 * and from the bundle in dist/, so files beside the code (migrations) are found from both.
 */
export const serverRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package folder (drizzle/ is missing)');
    dir = parent;
  }
  return dir;
})();

export const repoRoot = path.resolve(serverRoot, '..', '..');
