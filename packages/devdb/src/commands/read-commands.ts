// find (with getMore/killCursors), aggregate, count and distinct.
import type { Document } from 'bson';
import { badValue, notSupported } from '../errors';
import { valueKey, valuesAtPath } from '../engine/keys';
import { countFromIndex } from '../engine/candidates';
import { countMatches, findDocs, joinSource, runPipeline } from '../engine/query';
import { assertComparable, assertNoCollation, assertSupported, pipelinePaths } from '../engine/refusals';
import { collectionName, type CommandHandler } from './context';
import { countingFilter, explainCommand } from './explain';

const find: CommandHandler = (ctx, command) => {
  assertNoCollation(command);
  if (command.tailable || command.awaitData) throw notSupported('tailable cursors');
  if (command.returnKey || command.showRecordId || command.min || command.max) throw notSupported('returnKey, showRecordId, min and max');
  const name = collectionName(command, 'find');
  const docs = findDocs(ctx.store.collection(ctx.db, name), command.filter, {
    sort: command.sort,
    skip: command.skip,
    limit: command.limit,
    projection: command.projection,
  });
  const singleBatch = Boolean(command.singleBatch) || (typeof command.limit === 'number' && command.limit < 0);
  return ctx.cursors.start(`${ctx.db}.${name}`, docs, command.batchSize, singleBatch);
};

const getMore: CommandHandler = (ctx, command) => ctx.cursors.next(Number(command.getMore), command.batchSize);

const killCursors: CommandHandler = (ctx, command) => {
  const { killed, notFound } = ctx.cursors.kill((command.cursors as unknown[]).map(Number));
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const aggregate: CommandHandler = (ctx, command) => {
  assertNoCollation(command);
  if (command.explain) return explainCommand(ctx, { aggregate: command.aggregate, pipeline: command.pipeline, $db: command.$db });
  if (command.aggregate === 1) throw notSupported('database-level aggregation');
  if (!Array.isArray(command.pipeline)) throw badValue("'pipeline' option must be specified as an array");
  const name = collectionName(command, 'aggregate');
  const collection = ctx.store.collection(ctx.db, name);
  const pipeline = command.pipeline as Document[];
  assertSupported(pipeline, 'pipeline');
  const paths = pipelinePaths(pipeline);
  assertComparable(collection, paths);
  // Counting the matches of an equality (countDocuments) is answered from an index, as MongoDB's COUNT_SCAN.
  // Any other count (countDocuments) tests the documents but decodes none whose filter fields decide.
  const counting = countingFilter(pipeline);
  const counted = counting && collection && (countFromIndex(collection, counting) ?? { n: countMatches(collection, counting) });
  if (counted) {
    const groupStage = pipeline[pipeline.length - 1]!.$group as Document;
    const field = Object.keys(groupStage).find((k) => k !== '_id')!;
    const docs = counted.n ? [{ _id: groupStage._id, [field]: counted.n }] : [];
    return ctx.cursors.start(`${ctx.db}.${name}`, docs, (command.cursor as Document | undefined)?.batchSize);
  }
  // A leading $match runs as a find, so it uses the indexes; the rest goes through mingo. A $sort right
  // after it joins the find: a range on an index's first field with a sort on that index's fields walks
  // only the range (MongoDB's IXSCAN with bounds), as a period's figures need at any size of history.
  const leading = pipeline[0]?.$match as Document | undefined;
  const sort = leading ? (pipeline[1]?.$sort as Document | undefined) : undefined;
  const source = findDocs(collection, leading ?? {}, sort ? { sort } : {});
  const docs = runPipeline(source, pipeline.slice((leading ? 1 : 0) + (sort ? 1 : 0)), (other) =>
    joinSource(ctx.store.collection(ctx.db, other), paths),
  );
  return ctx.cursors.start(`${ctx.db}.${name}`, docs, (command.cursor as Document | undefined)?.batchSize);
};

const count: CommandHandler = (ctx, command) => {
  assertNoCollation(command);
  const name = collectionName(command, 'count');
  const collection = ctx.store.collection(ctx.db, name);
  const counted = !command.skip && !command.limit && collection && countFromIndex(collection, command.query ?? {});
  if (counted) return { n: counted.n, ok: 1 };
  if (!command.skip && !command.limit) return { n: countMatches(collection, command.query ?? {}), ok: 1 };
  const docs = findDocs(ctx.store.collection(ctx.db, name), command.query, { skip: command.skip, limit: command.limit });
  return { n: docs.length, ok: 1 };
};

const distinct: CommandHandler = (ctx, command) => {
  assertNoCollation(command);
  const name = collectionName(command, 'distinct');
  if (typeof command.key !== 'string') throw badValue("'key' must be a string");
  const collection = ctx.store.collection(ctx.db, name);
  assertComparable(collection, [command.key]);
  const values = new Map<string, unknown>();
  for (const doc of findDocs(collection, command.query)) {
    for (const value of valuesAtPath(doc, command.key)) {
      if (value !== undefined) values.set(valueKey(value), value);
    }
  }
  return { values: [...values.values()], ok: 1 };
};

export const readCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  aggregate,
  count,
  distinct,
  explain: (ctx, command) => explainCommand(ctx, command.explain as Document),
};
