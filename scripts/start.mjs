// `npm start`: build the web app and the server when their sources changed since the last
// build, then serve everything on one port (PORT, default 8080) with the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts',
  'apps/server/src',
  'apps/server/drizzle',
  'package-lock.json',
];
const outputs = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js', 'apps/server/dist/main.js'];
const stampFile = path.join(root, '.build-stamp');

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(full)
      .filter((name) => name !== 'node_modules')
      .map((name) => newest(path.join(target, name))),
  );
}

// A DATABASE_URL or REDIS_URL that does not answer stops here in one line, not deep in the server.
const preflight = spawnSync(process.execPath, [path.join(root, 'scripts/preflight.mjs'), '--databases-only'], {
  stdio: 'inherit',
});
if (preflight.status !== 0) process.exit(preflight.status ?? 1);

const sourceTime = Math.max(...sources.map(newest));
const built = outputs.every((file) => existsSync(path.join(root, file)));
const stamp = existsSync(stampFile) ? Number(readFileSync(stampFile, 'utf8')) : 0;
if (!built || sourceTime > stamp) {
  console.log('Building the web app and the server...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, String(sourceTime));
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
