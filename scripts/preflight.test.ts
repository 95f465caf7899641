import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The preflight of `npm test` and `npm run bench` (issue 18), run as a newcomer's machine would
 * run it: a child process with its own PATH and environment, as a non-root user where the test
 * itself runs as root. Each failure is exactly one line on stderr and a non-zero exit.
 */
const SCRIPT = join(import.meta.dirname, 'preflight.mjs');
const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

function preflight(env: Record<string, string>, options: { asRoot?: boolean; args?: string[] } = {}) {
  const run = spawnSync(process.execPath, [SCRIPT, ...(options.args ?? [])], {
    env,
    encoding: 'utf8',
    timeout: 20_000,
    ...(isRoot && !options.asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A directory anyone can read, holding the given executables (shell scripts). */
function binDir(scripts: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-'));
  chmodSync(dir, 0o777);
  for (const [name, body] of Object.entries(scripts)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  return dir;
}

const oneLine = (text: string) => text.trimEnd().split('\n');

let listening: Server;
let openPort = 0;
let closedPort = 0;

beforeAll(async () => {
  listening = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  openPort = (listening.address() as { port: number }).port;
  // A port that was free a moment ago and has nobody listening now.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => new Promise((resolve) => listening.close(resolve)));

describe('preflight', () => {
  const browser = binDir({ chromium: 'exit 0' });

  it('goes on silently when Chromium is on PATH and the named databases answer', () => {
    const run = preflight({
      PATH: browser,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${openPort}/test`,
      REDIS_URL: `redis://127.0.0.1:${openPort}`,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  });

  it('without Chromium on PATH and without root, stops with one line naming the command', () => {
    const run = preflight({ PATH: binDir() });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(oneLine(run.stderr)).toEqual([
      'preflight: the browser tests need Chromium and none is on PATH; install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium or Chrome binary)',
    ]);
  });

  it('for npm start (--databases-only) needs no browser, only the named databases', () => {
    const args = ['--databases-only'];
    expect(preflight({ PATH: binDir() }, { args }).status).toBe(0);
    const down = preflight({ PATH: binDir(), DATABASE_URL: `postgres://127.0.0.1:${closedPort}/x` }, { args });
    expect(down.status).toBe(1);
    expect(oneLine(down.stderr)).toHaveLength(1);
    expect(down.stderr).toContain(`DATABASE_URL names PostgreSQL at 127.0.0.1:${closedPort}`);
  });

  it('a CHROMIUM_PATH that is not an executable is named', () => {
    const run = preflight({ PATH: browser, CHROMIUM_PATH: '/nowhere/chrome' });
    expect(run.status).toBe(1);
    expect(oneLine(run.stderr)).toEqual([
      'preflight: CHROMIUM_PATH is /nowhere/chrome, which is not an executable file; fix it or unset it',
    ]);
  });

  it('an unreachable DATABASE_URL stops with one line naming the variable and the address', () => {
    const run = preflight({ PATH: browser, DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/test` });
    expect(run.status).toBe(1);
    expect(oneLine(run.stderr)).toEqual([
      `preflight: DATABASE_URL names PostgreSQL at 127.0.0.1:${closedPort}, which does not answer; start it there or unset DATABASE_URL`,
    ]);
  });

  it('an unreachable REDIS_URL, or a DATABASE_URL that is no URL, is one line too', () => {
    const redis = preflight({ PATH: browser, REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    expect(redis.status).toBe(1);
    expect(oneLine(redis.stderr)).toEqual([
      `preflight: REDIS_URL names Redis at 127.0.0.1:${closedPort}, which does not answer; start it there or unset REDIS_URL`,
    ]);
    const garbled = preflight({ PATH: browser, DATABASE_URL: 'not a url' });
    expect(garbled.status).toBe(1);
    expect(oneLine(garbled.stderr)).toHaveLength(1);
    expect(garbled.stderr).toContain('DATABASE_URL is not a URL');
  });

  // Installing needs root: the fake apt-get stands in for Debian's and "installs" a chromium
  // next to itself. As another user this case is the one above (no root: the one-line stop).
  it.runIf(isRoot)('as root with apt-get, installs Chromium, says so in one line and goes on', () => {
    const dir = binDir();
    const log = join(dir, 'apt.log');
    writeFileSync(
      join(dir, 'apt-get'),
      `#!/bin/sh\necho "$@" >> ${log}\n[ "$1" = install ] && printf '#!/bin/sh\\n' > ${dir}/chromium && /bin/chmod 755 ${dir}/chromium\nexit 0\n`,
    );
    chmodSync(join(dir, 'apt-get'), 0o755);
    const run = preflight({ PATH: dir }, { asRoot: true });
    expect(run.stderr).toBe('');
    expect(oneLine(run.stdout)).toEqual([
      'preflight: Chromium is missing; installing the Debian package chromium with apt-get (about a minute)',
    ]);
    expect(run.status).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe('update -qq\ninstall -y -qq chromium\n');
  });

  it.runIf(isRoot)('a failed install shows what apt said, then one line naming the command', () => {
    const dir = binDir({ 'apt-get': 'echo "E: Unable to locate package chromium" >&2; exit 100' });
    const run = preflight({ PATH: dir }, { asRoot: true });
    expect(run.status).toBe(1);
    const lines = oneLine(run.stderr);
    expect(lines[0]).toBe('E: Unable to locate package chromium');
    expect(lines.at(-1)).toBe(
      'preflight: installing Chromium failed; run `apt-get update && apt-get install -y chromium` and try again',
    );
  });
});
