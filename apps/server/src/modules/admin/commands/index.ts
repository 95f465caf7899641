import { agentCommands } from './agent-commands';
import type { Command } from './command';
import { contentCommands } from './content-commands';
import { feedbackCommands } from './feedback-commands';
import { gameCommands } from './game-commands';
import { ledgerCommands } from './ledger-commands';
import { loadCommands } from './load-commands';
import { memberCommands } from './member-commands';
import { merchantCommands } from './merchant-commands';
import { messageCommands } from './message-commands';
import { promotionCommands } from './promotion-commands';
import { redRainCommands } from './red-rain-commands';
import { rgCommands } from './rg-commands';
import { settingsCommands } from './settings-commands';
import { walletCommands } from './wallet-commands';

/** Every operator command; later modules add theirs here. */
export const commands: Record<string, Command> = {
  ...merchantCommands,
  ...settingsCommands,
  ...memberCommands,
  ...ledgerCommands,
  ...walletCommands,
  ...loadCommands,
  ...gameCommands,
  ...contentCommands,
  ...messageCommands,
  ...feedbackCommands,
  ...promotionCommands,
  ...redRainCommands,
  ...agentCommands,
  ...rgCommands,
};

export function helpText(): string {
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length));
  return [
    'Usage: npm run admin -- <command> [arguments]',
    '',
    ...Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
  ].join('\n');
}
