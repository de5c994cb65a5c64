import type { Document } from 'bson';
import { CommandError } from '../errors';
import type { Store } from '../engine/store';
import type { CursorRegistry } from '../cursors';

export interface CommandContext {
  store: Store;
  cursors: CursorRegistry;
  db: string;
  connectionId: number;
}

export type CommandHandler = (ctx: CommandContext, command: Document) => Document;

/** The collection named by a command's first field, as a string. */
export function collectionName(command: Document, field: string): string {
  const name = command[field];
  if (typeof name !== 'string' || name.length === 0 || name.includes('\0') || name.startsWith('system.')) {
    throw new CommandError(73, 'InvalidNamespace', `Invalid collection name: ${JSON.stringify(name)}`);
  }
  return name;
}
