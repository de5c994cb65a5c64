// For tests: record the reads a piece of code sends through a mongoose connection, then ask the server
// (devdb or MongoDB, with the same explain) how it answers each one, to assert that every list and
// every count is served by an index: no COLLSCAN (every document read) and no SORT (sorted in memory).
import { EJSON, type Document } from 'bson';

/** The part of a mongoose Connection this needs (kept structural so devdb does not depend on mongoose). */
export interface QueryConnection {
  on(event: 'operation-start', listener: (op: { collectionName: string; method: string; params: unknown[] }) => void): unknown;
  off(event: 'operation-start', listener: (op: { collectionName: string; method: string; params: unknown[] }) => void): unknown;
  db?: { command(command: Document): Promise<Document> } | null;
}

export interface RecordedRead {
  collection: string;
  method: string;
  /** The command as the driver sends it (the one that explain is asked about). */
  command: Document;
}

const countPipeline = (filter: Document) => [{ $match: filter }, { $group: { _id: 1, n: { $sum: 1 } } }];

/** The command a collection method sends, or null for a write and anything else that is not a read. */
function toCommand(collection: string, method: string, params: unknown[]): Document | null {
  const [first, second] = params as [Document | undefined, Document | undefined];
  switch (method) {
    case 'find':
    case 'findOne': {
      const { sort, skip, limit } = second ?? {};
      return { find: collection, filter: first ?? {}, sort, skip, limit: method === 'findOne' ? 1 : limit };
    }
    case 'countDocuments':
      return { aggregate: collection, pipeline: countPipeline(first ?? {}), cursor: {} };
    case 'estimatedDocumentCount':
      return { count: collection };
    case 'aggregate':
      return { aggregate: collection, pipeline: first ?? [], cursor: {} };
    default:
      return null;
  }
}

/** Starts recording the reads sent through `conn`; `stop()` ends it and returns them. */
export function recordReads(conn: QueryConnection): { stop(): RecordedRead[] } {
  const reads: RecordedRead[] = [];
  const listener = ({ collectionName, method, params }: { collectionName: string; method: string; params: unknown[] }) => {
    const command = toCommand(collectionName, method, params);
    if (command)
      reads.push({
        collection: collectionName,
        method,
        command: EJSON.parse(EJSON.stringify(command, { relaxed: false }), { relaxed: false }) as Document,
      });
  };
  conn.on('operation-start', listener);
  return {
    stop() {
      conn.off('operation-start', listener);
      return reads;
    },
  };
}

/** Every stage name in an explain answer, however the server nests them. */
export function stagesOf(plan: unknown, out: string[] = []): string[] {
  if (Array.isArray(plan)) plan.forEach((p) => stagesOf(p, out));
  else if (plan && typeof plan === 'object') {
    for (const [key, value] of Object.entries(plan)) {
      if (key === 'stage' && typeof value === 'string') out.push(value);
      else if (key !== 'rejectedPlans') stagesOf(value, out);
    }
  }
  return out;
}

/** The server's plan for `read` (queryPlanner verbosity: planned, also run on devdb). */
export async function explainOf(conn: QueryConnection, read: RecordedRead): Promise<Document> {
  if (!conn.db) throw new Error('explainOf: the connection is not open');
  const answer = await conn.db.command({ explain: read.command, verbosity: 'queryPlanner' });
  return (answer.queryPlanner as Document | undefined) ?? answer;
}

/** The stages of the server's plan for `read`. */
export async function planOf(conn: QueryConnection, read: RecordedRead): Promise<string[]> {
  return stagesOf(await explainOf(conn, read));
}

const INDEX_STAGES = new Set(['IXSCAN', 'COUNT_SCAN', 'EXPRESS_IXSCAN']);

/** The fields of every index a plan reads (an IDHACK reads _id's), however the server nests them. */
export function indexFieldsOf(plan: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(plan)) plan.forEach((p) => indexFieldsOf(p, out));
  else if (plan && typeof plan === 'object') {
    const { stage, keyPattern } = plan as { stage?: unknown; keyPattern?: unknown };
    if (stage === 'IDHACK') out.add('_id');
    if (typeof stage === 'string' && INDEX_STAGES.has(stage) && keyPattern && typeof keyPattern === 'object') {
      Object.keys(keyPattern).forEach((field) => out.add(field));
    }
    for (const [key, value] of Object.entries(plan)) if (key !== 'rejectedPlans') indexFieldsOf(value, out);
  }
  return out;
}

/**
 * The fields a filter tests (inside $and / $or / $nor too): when the index a plan reads holds all of
 * them, the index decides the matches, and no document is read only to be thrown away.
 */
export function filterFieldsOf(filter: Document, out = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      value.forEach((part) => part && typeof part === 'object' && filterFieldsOf(part as Document, out));
    } else if (!key.startsWith('$')) out.add(key);
  }
  return out;
}

/**
 * Null when the index a read uses decides it alone (a count reads no document: no FETCH; a find's filter
 * tests only fields its index holds), else why not. A read that fetches documents only to count or drop
 * them costs more as the data grows, however well its index narrows them.
 */
export async function whyNotIndexOnly(conn: QueryConnection, read: RecordedRead): Promise<string | null> {
  const plan = await explainOf(conn, read);
  const stages = stagesOf(plan);
  const counting = read.method === 'countDocuments' || read.method === 'estimatedDocumentCount';
  const filter = (read.command.pipeline?.[0]?.$match ?? read.command.filter ?? {}) as Document;
  const indexed = indexFieldsOf(plan);
  const untested = [...filterFieldsOf(filter)].filter((field) => !indexed.has(field));
  if (!(counting && stages.includes('FETCH')) && untested.length === 0) return null;
  const missing = untested.length ? `; not in the index: ${untested.join(', ')}` : '';
  return `${read.collection}.${read.method} ${JSON.stringify(filter)} → ${stages.join(' > ')}${missing}`;
}
