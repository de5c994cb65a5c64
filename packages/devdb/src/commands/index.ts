// Command dispatch: the first key of the command document names it, as in MongoDB.
import type { Document } from 'bson';
import { CommandError, notSupported, toCommandError } from '../errors';
import { collectionCommands } from './collection-commands';
import type { CommandContext, CommandHandler } from './context';
import { readCommands } from './read-commands';
import { serverCommands } from './server-commands';
import { writeCommands } from './write-commands';

const handlers: Record<string, CommandHandler> = {
  ...serverCommands,
  ...collectionCommands,
  ...readCommands,
  ...writeCommands,
};

export function runCommand(ctx: Omit<CommandContext, 'db'>, command: Document): Document {
  const name = Object.keys(command)[0] ?? '';
  const handler = handlers[name];
  try {
    if (!handler)
      throw new CommandError(59, 'CommandNotFound', `no such command: '${name}' (devdb supports: ${Object.keys(handlers).join(', ')})`);
    if (command.startTransaction || command.autocommit !== undefined) {
      throw new CommandError(20, 'IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    // `let` variables would reach mingo as missing values: refused rather than ignored.
    if (command.let !== undefined) throw notSupported("'let' variables");
    const db = typeof command.$db === 'string' ? command.$db : 'admin';
    return handler({ ...ctx, db }, command);
  } catch (err) {
    return toCommandError(err).toReply();
  }
}
