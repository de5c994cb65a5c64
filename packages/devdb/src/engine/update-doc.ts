// Applying one update (operators, replacement or pipeline) to a copy of a document with mingo's update
// operators; $setOnInsert and $currentDate's timestamps are MongoDB's and handled here.
import { ObjectId, Timestamp, serialize, type Document } from 'bson';
import { update as mingoUpdate } from 'mingo';
import { CommandError, badValue } from '../errors';
import { cloneDoc } from './clone';
import { valueKey } from './keys';
import { runPipeline } from './query';
import { assertDocComparable, assertSupported, pipelinePaths } from './refusals';
import { assertApplicable } from './update-checks';

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
const PIPELINE_UPDATE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export interface UpdateContext {
  filter: Document;
  arrayFilters?: Document[];
  isInsert: boolean;
}

const isOperatorUpdate = (u: Document) => Object.keys(u).length > 0 && Object.keys(u).every((k) => k.startsWith('$'));

export function applyUpdate(doc: Document, u: Document | Document[], ctx: UpdateContext): Document {
  let next: Document;
  if (Array.isArray(u)) {
    for (const stage of u) {
      const name = Object.keys(stage)[0] ?? '';
      if (!PIPELINE_UPDATE_STAGES.has(name)) throw badValue(`${name} is not allowed to be used within an update`);
    }
    assertDocComparable(doc, pipelinePaths(u));
    next = runPipeline([cloneDoc(doc)], u, () => [])[0] ?? {};
  } else if (!isOperatorUpdate(u)) {
    if (Object.keys(u).some((k) => k.startsWith('$')))
      throw badValue(`The dollar ($) prefixed field '${Object.keys(u).find((k) => k.startsWith('$'))}' is not valid in a replacement`);
    next = { ...cloneDoc(u) };
    if (next._id === undefined) delete next._id;
  } else {
    next = applyOperators(cloneDoc(doc), u, ctx);
  }
  if (doc._id !== undefined && next._id !== undefined && valueKey(next._id) !== valueKey(doc._id)) {
    throw new CommandError(66, 'ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  // MongoDB keeps _id as the first field whatever the update did.
  const { _id, ...rest } = next;
  return { _id: _id ?? doc._id ?? new ObjectId(), ...rest };
}

const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

function applyOperators(doc: Document, u: Document, ctx: UpdateContext): Document {
  const { $setOnInsert, $currentDate, ...ops } = u;
  for (const op of Object.keys(u)) {
    if (!UPDATE_OPERATORS.has(op)) throw new CommandError(9, 'FailedToParse', `Unknown modifier: ${op}. Expected a valid update modifier`);
  }
  assertSupported(ops.$inc ?? {}, 'update');
  const others = Object.values(ops).flatMap((fields) => Object.keys(fields as Document));
  for (const path of Object.keys(($setOnInsert as Document | undefined) ?? {})) {
    const clash = others.find((other) => overlaps(path, other));
    if (clash) throw conflict(path, clash);
  }
  if ($currentDate) ops.$set = { ...(ops.$set ?? {}), ...currentDates($currentDate as Document) };
  if (ctx.isInsert && $setOnInsert) ops.$set = { ...(ops.$set ?? {}), ...$setOnInsert };
  if (Object.keys(ops).length === 0) return doc;
  assertApplicable(doc, ops, ctx.arrayFilters);
  try {
    mingoUpdate(doc, ops, ctx.arrayFilters, ctx.isInsert ? undefined : ctx.filter, { cloneMode: 'deep' });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/conflict/.test(message)) throw new CommandError(40, 'ConflictingUpdateOperators', message);
    throw badValue(message);
  }
  return doc;
}

const conflict = (a: string, b: string) =>
  new CommandError(40, 'ConflictingUpdateOperators', `Updating the path '${a}' would create a conflict at '${b}'`);

let timestampIncrement = 0;

/** $currentDate as plain $set values: a Date, or a BSON Timestamp when asked for one. */
function currentDates(fields: Document): Document {
  const now = new Date();
  const out: Document = {};
  for (const [path, spec] of Object.entries(fields)) {
    const type = spec && typeof spec === 'object' ? (spec as Document).$type : 'date';
    if (spec !== true && type !== 'date' && type !== 'timestamp')
      throw badValue(`The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}`);
    out[path] = type === 'timestamp' ? new Timestamp({ t: Math.floor(now.getTime() / 1000), i: ++timestampIncrement }) : now;
  }
  return out;
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
      let equal = value;
      if (isOperator) {
        if ('$eq' in value) equal = value.$eq;
        else if (Array.isArray(value.$in) && value.$in.length === 1) equal = value.$in[0];
        else equal = undefined;
      }
      if (equal !== undefined && !(equal instanceof RegExp)) setPath(seed, key, cloneDoc({ v: equal }).v);
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
