#!/usr/bin/env node
// The npm registry mirror on the project's machines holds only the Linux builds of packages that
// ship one binary per platform (biome's @biomejs/cli-*). `npm install` then silently leaves the
// other platforms out of package-lock.json, and `npm ci` refuses the lock file as out of sync.
// This puts the missing optional platform entries back (never installed here: their os/cpu do not
// match). Run it after any `npm install` that changes the lock file: `node scripts/lockfile-platforms.mjs`.
// With --check it only reports, and exits 1 when an entry is missing.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const checkOnly = process.argv.includes('--check');

const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = ['x64', 'arm64', 'ia32', 'arm', 'riscv64', 'ppc64', 's390x', 'loong64'];

/** "@biomejs/cli-linux-x64-musl" gives os linux, cpu x64, libc musl; undefined when the name says no platform. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return undefined;
  return { os, cpu, libc: parts.includes('musl') ? 'musl' : undefined };
}

const missing = [];
const packages = {};
for (const [path, entry] of Object.entries(lock.packages)) {
  packages[path] = entry;
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const where = `node_modules/${name}`;
    if (lock.packages[where] || packages[where]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    missing.push(`${name}@${version}`);
    packages[where] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      ...(entry.license ? { license: entry.license } : {}),
      optional: true,
      os: [platform.os],
    };
  }
}

if (missing.length === 0) {
  console.log('package-lock.json lists every optional platform package');
} else if (checkOnly) {
  console.error(`package-lock.json lacks ${missing.join(', ')}: run node scripts/lockfile-platforms.mjs`);
  process.exit(1);
} else {
  lock.packages = packages; // the added entries follow the package that wants them
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`added ${missing.join(', ')}`);
}
