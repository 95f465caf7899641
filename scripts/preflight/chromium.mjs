// Where the browser tests and the bench find Chromium (issue 18). Plain Node, no dependencies:
// it runs before anything else of `npm test`.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The names Debian, Ubuntu and Google's package give the browser, in order of preference. */
export const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

const isExecutableFile = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * CHROMIUM_PATH when set (whether or not it exists: the caller reports a wrong one), else the
 * first of the usual names on PATH, else null. PATH, not fixed directories, so that a user's
 * PATH decides (and a test can hide the browser).
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  for (const name of CHROMIUM_NAMES) {
    const found = onPath(name, env);
    if (found) return found;
  }
  return null;
}

/** The first executable of that name in PATH's directories, or null. */
export function onPath(name, env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

export { isExecutableFile };
