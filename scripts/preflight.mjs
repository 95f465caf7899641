#!/usr/bin/env node
// Preflight of `npm test` and `npm run bench` (issue 18): finds what the run needs before it
// starts, so a fresh machine either goes on or stops in the first seconds with one line saying
// what to do. Needs: a Chromium for the browser journeys and the web bench; the databases that
// DATABASE_URL and REDIS_URL name, when they are set (unset, the embedded database is used).
// `npm start` runs it with --databases-only: serving the site needs no browser.
import { spawnSync } from 'node:child_process';
import { findChromium, isExecutableFile, onPath } from './preflight/chromium.mjs';
import { addressOf, answers } from './preflight/databases.mjs';

const say = (line) => console.log(`preflight: ${line}`);
const stop = (line) => {
  console.error(`preflight: ${line}`);
  process.exit(1);
};

const canInstallPackages = () => process.getuid?.() === 0 && onPath('apt-get') !== null;

function installChromium() {
  say('Chromium is missing; installing the Debian package chromium with apt-get (about a minute)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['apt-get', ['update', '-qq']],
    ['apt-get', ['install', '-y', '-qq', 'chromium']],
  ];
  for (const [command, args] of steps) {
    // apt's chatter (debconf notes) is kept back and shown only when a step fails.
    const run = spawnSync(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (run.status !== 0) {
      process.stderr.write(run.stderr ?? '');
      stop(`installing Chromium failed; run \`apt-get update && apt-get install -y chromium\` and try again`);
    }
  }
}

function checkChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (!isExecutableFile(process.env.CHROMIUM_PATH))
      stop(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which is not an executable file; fix it or unset it`);
    return;
  }
  if (findChromium()) return;
  if (!canInstallPackages())
    stop(
      'the browser tests need Chromium and none is on PATH; install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium or Chrome binary)',
    );
  installChromium();
  if (!findChromium()) stop('apt-get installed chromium but it is not on PATH; set CHROMIUM_PATH to its binary');
}

async function checkDatabase(variable, what) {
  const url = process.env[variable];
  if (!url) return;
  let address;
  try {
    address = addressOf(url);
  } catch {
    stop(`${variable} is not a URL (${what}); fix it or unset it to use the embedded one`);
  }
  if (!(await answers(address)))
    stop(`${variable} names ${what} at ${address.label}, which does not answer; start it there or unset ${variable}`);
}

if (!process.argv.includes('--databases-only')) checkChromium();
await checkDatabase('DATABASE_URL', 'PostgreSQL');
await checkDatabase('REDIS_URL', 'Redis');
