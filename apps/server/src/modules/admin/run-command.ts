import type { Services } from '../../services';
import { commands } from './commands';
import { CommandError } from './commands/command';

/** Runs one operator command for the operator API; a mistake in the command is its output, not an error. */
export async function runCommand(
  services: Services,
  { name, args }: { name: string; args: string[] },
): Promise<{ ok: boolean; output: string }> {
  const command = commands[name];
  if (!command) return { ok: false, output: `Unknown command ${name}` };
  const { database, settings, merchants } = services;
  try {
    return { ok: true, output: await command.run({ services, database, settings, merchants, actor: 'cli' }, args) };
  } catch (error) {
    if (error instanceof CommandError) return { ok: false, output: error.message };
    throw error;
  }
}
