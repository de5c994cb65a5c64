// Applying one update (operators, replacement or pipeline) to a copy of a document, with mingo's
// update operators; $setOnInsert is MongoDB's and handled here.
import { serialize, deserialize, ObjectId, type Document } from 'bson';
import { update as mingoUpdate } from 'mingo';
import { CommandError, badValue } from '../errors';
import { keyOf } from './keys';
import { runPipeline } from './query';

const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$currentDate',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$bit',
  '$setOnInsert',
]);

export const cloneDoc = (doc: Document): Document => deserialize(serialize(doc), { promoteLongs: true });

function isOperatorUpdate(u: Document): boolean {
  const keys = Object.keys(u);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

export interface UpdateContext {
  filter: Document;
  arrayFilters?: Document[];
  isInsert: boolean;
}

export function applyUpdate(doc: Document, u: Document | Document[], ctx: UpdateContext): Document {
  let next: Document;
  if (Array.isArray(u)) {
    next = runPipeline([cloneDoc(doc)], u, () => [])[0] ?? {};
  } else if (!isOperatorUpdate(u)) {
    if (Object.keys(u).some((k) => k.startsWith('$'))) throw badValue('an update cannot mix operators and fields');
    next = { _id: doc._id, ...cloneDoc(u) };
  } else {
    next = applyOperators(cloneDoc(doc), u, ctx);
  }
  if (doc._id !== undefined && keyOf(next._id) !== keyOf(doc._id)) {
    throw new CommandError(66, 'ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  // MongoDB keeps _id as the first field whatever the update did.
  return { _id: next._id ?? doc._id ?? new ObjectId(), ...next };
}

function applyOperators(doc: Document, u: Document, ctx: UpdateContext): Document {
  const { $setOnInsert, ...ops } = u;
  for (const op of Object.keys(ops)) {
    if (!UPDATE_OPERATORS.has(op)) throw new CommandError(9, 'FailedToParse', `Unknown modifier: ${op}. Expected a valid update modifier`);
  }
  if (ctx.isInsert && $setOnInsert) ops.$set = { ...(ops.$set ?? {}), ...$setOnInsert };
  if (Object.keys(ops).length === 0) return doc;
  try {
    mingoUpdate(doc, ops, ctx.arrayFilters, ctx.isInsert ? undefined : ctx.filter, { cloneMode: 'deep' });
  } catch (err) {
    throw badValue(err instanceof Error ? err.message : String(err));
  }
  return doc;
}

/** The document an upsert starts from: the filter's equality fields (MongoDB does the same). */
export function seedFromFilter(filter: Document): Document {
  const seed: Document = {};
  const visit = (f: Document) => {
    for (const [key, value] of Object.entries(f)) {
      if (key === '$and' && Array.isArray(value)) value.forEach((part) => visit(part as Document));
      if (key.startsWith('$')) continue;
      const isOperator =
        value && typeof value === 'object' && value.constructor === Object && Object.keys(value).some((k) => k.startsWith('$'));
      const equal = isOperator ? ('$eq' in value ? value.$eq : undefined) : value;
      if (equal !== undefined) setPath(seed, key, equal);
    }
  };
  visit(filter);
  return seed;
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let target = doc;
  for (const part of parts.slice(0, -1)) target = target[part] ??= {};
  target[parts[parts.length - 1]!] = value;
}

export const sameDoc = (a: Document, b: Document) => Buffer.from(serialize(a)).equals(serialize(b));
