// find (with getMore/killCursors), aggregate, count and distinct.
import type { Document } from 'bson';
import { notSupported } from '../errors';
import { valuesAtPath, keyOf } from '../engine/keys';
import { assertNoCollation, findDocs, runPipeline } from '../engine/query';
import { collectionName, type CommandHandler } from './context';

const find: CommandHandler = (ctx, command) => {
  assertNoCollation(command);
  if (command.tailable || command.awaitData) throw notSupported('tailable cursors');
  const name = collectionName(command, 'find');
  const docs = findDocs(ctx.store.collection(ctx.db, name), command.filter, {
    sort: command.sort,
    skip: command.skip,
    limit: command.limit,
    projection: command.projection,
  });
  return ctx.cursors.start(`${ctx.db}.${name}`, docs, command.batchSize, Boolean(command.singleBatch));
};

const getMore: CommandHandler = (ctx, command) => ctx.cursors.next(Number(command.getMore), command.batchSize);

const killCursors: CommandHandler = (ctx, command) => {
  const { killed, notFound } = ctx.cursors.kill((command.cursors as unknown[]).map(Number));
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const aggregate: CommandHandler = (ctx, command) => {
  assertNoCollation(command);
  const pipeline = command.pipeline as Document[];
  if (command.aggregate === 1) throw notSupported('database-level aggregation');
  const name = collectionName(command, 'aggregate');
  const source = findDocs(ctx.store.collection(ctx.db, name));
  const resolve = (other: string) => findDocs(ctx.store.collection(ctx.db, other));
  const docs = runPipeline(source, pipeline, resolve);
  if (command.explain) throw notSupported('explain');
  return ctx.cursors.start(`${ctx.db}.${name}`, docs, (command.cursor as Document | undefined)?.batchSize);
};

const count: CommandHandler = (ctx, command) => {
  assertNoCollation(command);
  const name = collectionName(command, 'count');
  const docs = findDocs(ctx.store.collection(ctx.db, name), command.query, { skip: command.skip, limit: command.limit });
  return { n: docs.length, ok: 1 };
};

const distinct: CommandHandler = (ctx, command) => {
  assertNoCollation(command);
  const name = collectionName(command, 'distinct');
  const docs = findDocs(ctx.store.collection(ctx.db, name), command.query);
  const values = new Map<string, unknown>();
  for (const doc of docs) {
    for (const value of valuesAtPath(doc, command.key as string)) {
      if (value !== undefined) values.set(keyOf(value), value);
    }
  }
  return { values: [...values.values()], ok: 1 };
};

export const readCommands: Record<string, CommandHandler> = { find, getMore, killCursors, aggregate, count, distinct };
