// explain for find, count and aggregate: the command is run as it would be, and the plan devdb took is
// described in MongoDB's own stage names (IDHACK, IXSCAN + FETCH, COUNT_SCAN, RECORD_STORE_FAST_COUNT,
// COLLSCAN, SORT, SKIP, LIMIT), so a test can ask the same question of devdb and of MongoDB: does this
// query read an index, or every document, and does it sort in memory?
import type { Document } from 'bson';
import { badValue, notSupported } from '../errors';
import { countFromIndex } from '../engine/candidates';
import type { Collection } from '../engine/collection';
import { findDocs, findIndex, findStats } from '../engine/query';
import { assertNoCollation } from '../engine/refusals';
import { collectionName, type CommandContext } from './context';

type Stage = Document & { stage: string };

/** The filter of a pipeline that only counts its matches (what countDocuments sends), else undefined. */
export function countingFilter(pipeline: Document[]): Document | undefined {
  const [first, second, ...rest] = pipeline;
  const group = (pipeline.length === 1 ? first : second)?.$group as Document | undefined;
  const match = pipeline.length === 1 ? {} : (first?.$match as Document | undefined);
  if (rest.length || !match || !group || Object.keys(group).length !== 2) return undefined;
  const [[, counter] = []] = Object.entries(group).filter(([k]) => k !== '_id');
  const constantId = group._id === null || typeof group._id === 'number' || (typeof group._id === 'string' && !group._id.startsWith('$'));
  const sumOfOne = counter && typeof counter === 'object' && Object.keys(counter).length === 1 && (counter as Document).$sum === 1;
  return constantId && sumOfOne ? match : undefined;
}

function indexScan(collection: Collection, name: string): Stage {
  const spec = collection.index(name);
  return { stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: name, keyPattern: spec?.key ?? {} } };
}

/** The plan findDocs just took for `filter` with these options. */
function findPlan(
  collection: Collection | undefined,
  filter: Document,
  options: { sort?: Document; skip?: number; limit?: number },
): Stage {
  const sort = options.sort && Object.keys(options.sort).length ? options.sort : null;
  const onlyId = Object.keys(filter).length === 1 && '_id' in filter;
  let plan: Stage;
  if (!collection || findIndex.name === null) plan = { stage: 'COLLSCAN', direction: 'forward' };
  else if (findIndex.name === '_id_' && onlyId && !sort) plan = { stage: 'IDHACK' };
  else plan = indexScan(collection, findIndex.name);
  // Only an ordered walk comes out in the sort's order; anything else is sorted in memory.
  if (sort && findStats.plan !== 'index-order') plan = { stage: 'SORT', sortPattern: sort, inputStage: plan };
  if (options.skip) plan = { stage: 'SKIP', skipAmount: options.skip, inputStage: plan };
  if (options.limit) plan = { stage: 'LIMIT', limitAmount: Math.abs(options.limit), inputStage: plan };
  return plan;
}

function countPlan(collection: Collection | undefined, filter: Document): { plan: Stage; n: number } {
  const counted = collection && countFromIndex(collection, filter);
  if (counted && counted.index === null) return { plan: { stage: 'RECORD_STORE_FAST_COUNT' }, n: counted.n };
  if (counted) {
    const keyPattern = collection!.index(counted.index!)?.key ?? {};
    return { plan: { stage: 'COUNT', inputStage: { stage: 'COUNT_SCAN', indexName: counted.index, keyPattern } }, n: counted.n };
  }
  const n = findDocs(collection, filter).length;
  return { plan: { stage: 'COUNT', inputStage: findPlan(collection, filter, {}) }, n };
}

function answer(ns: string, filter: Document, plan: Stage, nReturned: number, extra: Document = {}): Document {
  return {
    queryPlanner: { namespace: ns, parsedQuery: filter, winningPlan: plan, rejectedPlans: [] },
    executionStats: { nReturned, totalDocsExamined: findStats.docsExamined, executionStages: plan },
    ...extra,
    ok: 1,
  };
}

export function explainCommand(ctx: CommandContext, inner: Document | undefined): Document {
  if (!inner || typeof inner !== 'object') throw badValue('explain needs a command document');
  assertNoCollation(inner);
  const db = typeof inner.$db === 'string' ? inner.$db : ctx.db;
  const kind = Object.keys(inner)[0];
  if (kind === 'find') {
    const name = collectionName(inner, 'find');
    const collection = ctx.store.collection(db, name);
    const filter = (inner.filter as Document | undefined) ?? {};
    const options = {
      sort: inner.sort as Document | undefined,
      skip: inner.skip as number | undefined,
      limit: inner.limit as number | undefined,
    };
    const docs = findDocs(collection, filter, options);
    return answer(`${db}.${name}`, filter, findPlan(collection, filter, options), docs.length);
  }
  if (kind === 'count') {
    const name = collectionName(inner, 'count');
    const filter = (inner.query as Document | undefined) ?? {};
    findStats.docsExamined = 0;
    const { plan, n } = countPlan(ctx.store.collection(db, name), filter);
    return answer(`${db}.${name}`, filter, plan, n);
  }
  if (kind === 'aggregate') {
    const name = collectionName(inner, 'aggregate');
    const collection = ctx.store.collection(db, name);
    const pipeline = Array.isArray(inner.pipeline) ? (inner.pipeline as Document[]) : [];
    const counting = countingFilter(pipeline);
    if (counting) {
      findStats.docsExamined = 0;
      const { plan, n } = countPlan(collection, counting);
      return answer(`${db}.${name}`, counting, { stage: 'GROUP', inputStage: plan }, n ? 1 : 0);
    }
    // A leading $match (with a $sort right after it) runs as a find; the other stages in memory.
    const filter = (pipeline[0]?.$match as Document | undefined) ?? {};
    const rest = pipeline[0]?.$match ? pipeline.slice(1) : pipeline;
    const docs = findDocs(collection, filter);
    const plan = findPlan(collection, filter, {});
    return answer(`${db}.${name}`, filter, plan, docs.length, {
      stages: [{ $cursor: { queryPlanner: { winningPlan: plan } } }, ...rest],
    });
  }
  throw notSupported(`explain of ${kind ?? 'an empty command'} (devdb explains find, count and aggregate)`);
}
