import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bootstrap, closeServices } from '../bootstrap';
import { EnvError, loadEnv } from '../env';
import { commands, helpText } from '../modules/admin/commands';
import { CommandError } from '../modules/admin/commands/command';

/**
 * `npm run admin -- <command> [args]`. When a server is running on this DATA_DIR the command
 * is sent to it (the embedded database can be open in one process only, and the server's
 * caches learn of the change at once); otherwise it runs here against the database directly.
 */
async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  if (!name || name === 'help' || name === '--help') {
    console.log(helpText());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command ${name}.\n\n${helpText()}`);
    return 2;
  }

  const env = loadEnv({ LOG_LEVEL: 'warn', ...process.env });
  const server = runningServer(env.DATA_DIR);
  if (server) {
    const token = env.ADMIN_TOKEN ?? readFileSync(path.join(env.DATA_DIR, 'admin-token'), 'utf8').trim();
    const response = await fetch(`${server}/admin/api/commands/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ args }),
    });
    const body = (await response.json()) as { ok?: boolean; output?: string; message?: string };
    const output = body.output ?? body.message ?? `HTTP ${response.status}`;
    (body.ok ? console.log : console.error)(output);
    return body.ok ? 0 : 1;
  }

  const services = await bootstrap({ env });
  try {
    const { database, settings, merchants } = services;
    console.log(await command.run({ services, database, settings, merchants, actor: 'cli' }, args));
    return 0;
  } catch (error) {
    if (error instanceof CommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await closeServices(services);
  }
}

function runningServer(dataDir: string): string | undefined {
  const file = path.join(dataDir, 'server.json');
  if (!existsSync(file)) return undefined;
  try {
    const { pid, url } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
    process.kill(pid, 0);
    return url;
  } catch {
    return undefined;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
