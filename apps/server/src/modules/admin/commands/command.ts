import type { Database } from '../../../db/client';
import type { Services } from '../../../services';
import { type MerchantRow, merchantsRepo } from '../../merchants/merchants.repo';
import type { MerchantResolver } from '../../merchants/merchants.service';
import type { SettingsService } from '../../settings/settings.service';

/** What an operator command can use; the same whether it runs in the server or in the CLI process. */
export interface CommandContext {
  /** Everything the server has (ledger, sessions, ...), for commands that move money or change members. */
  services: Services;
  database: Database;
  settings: SettingsService;
  merchants: MerchantResolver;
  /** Written to the audit log with every change. */
  actor: string;
}

export interface Command {
  usage: string;
  summary: string;
  run(ctx: CommandContext, args: string[]): Promise<string>;
}

/** A mistake in the operator's command (unknown merchant, bad value): printed, exit code 1. */
export class CommandError extends Error {}

export async function merchantOf(ctx: CommandContext, code: string | undefined): Promise<MerchantRow> {
  if (!code) throw new CommandError('Name the merchant code.');
  const merchant = await merchantsRepo(ctx.database.db).findByCode(code);
  if (!merchant) throw new CommandError(`No merchant ${code}. See: npm run admin -- merchants`);
  return merchant;
}

/** Splits `--name value` options from positional arguments. */
export function parseOptions(args: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? args[i + 1];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) {
        throw new CommandError(`--${name} needs a value`);
      }
      options.set(name, value);
      if (inline === undefined) i++;
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

export function onOff(value: string | undefined): boolean {
  if (value === 'on' || value === 'true') return true;
  if (value === 'off' || value === 'false') return false;
  throw new CommandError('Say on or off.');
}
