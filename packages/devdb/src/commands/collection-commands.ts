// Collections and indexes: create, drop, list, createIndexes, listIndexes, dropIndexes.
import type { Document } from 'bson';
import { CommandError, badValue, namespaceExists, notSupported } from '../errors';
import type { IndexSpec } from '../engine/collection';
import { newQuery } from '../engine/mingo-context';
import { assertNoCollation } from '../engine/refusals';
import { collectionName, type CommandHandler } from './context';

const nsNotFound = (ns: string) => new CommandError(26, 'NamespaceNotFound', `ns does not exist: ${ns}`);
// Options that change what a collection accepts or how it stores: ignoring them would be a silent lie.
const REFUSED_CREATE_OPTIONS = [
  'capped',
  'timeseries',
  'viewOn',
  'validator',
  'clusteredIndex',
  'changeStreamPreAndPostImages',
  'encryptedFields',
];
const REFUSED_INDEX_OPTIONS = ['collation', 'weights', 'wildcardProjection', '2dsphereIndexVersion', 'bits', 'min', 'max'];
// Options that describe the index itself; two specs with the same key must agree on these.
const MEANINGFUL_INDEX_OPTIONS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds'];

const create: CommandHandler = (ctx, command) => {
  const name = collectionName(command, 'create');
  const refused = REFUSED_CREATE_OPTIONS.find((option) => command[option] !== undefined && command[option] !== false);
  if (refused) throw notSupported(`the '${refused}' collection option`);
  assertNoCollation(command);
  if (ctx.store.collection(ctx.db, name)) throw namespaceExists(`${ctx.db}.${name}`);
  ctx.store.ensureCollection(ctx.db, name);
  return { ok: 1 };
};

const drop: CommandHandler = (ctx, command) => {
  const name = collectionName(command, 'drop');
  if (!ctx.store.collection(ctx.db, name)) throw nsNotFound(`${ctx.db}.${name}`);
  ctx.store.change({ o: 'drop', db: ctx.db, c: name });
  return { ns: `${ctx.db}.${name}`, ok: 1 };
};

const listCollections: CommandHandler = (ctx, command) => {
  const all = ctx.store.collectionNames(ctx.db).map((name) => ({
    name,
    type: 'collection',
    options: {},
    info: { readOnly: false },
    idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
  }));
  const filter = (command.filter as Document | undefined) ?? {};
  const matching = Object.keys(filter).length ? newQuery(filter).find<Document>(all).all() : all;
  const docs = command.nameOnly ? matching.map(({ name }) => ({ name, type: 'collection' })) : matching;
  return ctx.cursors.start(`${ctx.db}.$cmd.listCollections`, docs, (command.cursor as Document | undefined)?.batchSize);
};

const defaultIndexName = (key: Document) =>
  Object.entries(key)
    .map(([field, dir]) => `${field}_${dir}`)
    .join('_');

const sameKey = (a: Document, b: Document) => JSON.stringify(a) === JSON.stringify(b);
const sameOptions = (a: Document, b: Document) =>
  MEANINGFUL_INDEX_OPTIONS.every(
    (o) =>
      JSON.stringify(a[o] ?? (o === 'unique' || o === 'sparse' ? false : null)) ===
      JSON.stringify(b[o] ?? (o === 'unique' || o === 'sparse' ? false : null)),
  );

function validateIndex(raw: Document): IndexSpec {
  const key = raw.key as Document | undefined;
  if (!key || typeof key !== 'object' || Object.keys(key).length === 0) throw badValue('The index key pattern must be a non-empty object');
  for (const [field, dir] of Object.entries(key)) {
    if (typeof dir === 'string') throw notSupported(`${dir} indexes`);
    if (field.includes('$**')) throw notSupported('wildcard indexes');
    if (dir !== 1 && dir !== -1) throw badValue(`Values in the index key pattern can only be 1 or -1, got ${String(dir)} for ${field}`);
  }
  const refused = REFUSED_INDEX_OPTIONS.find((option) => raw[option] !== undefined);
  if (refused) throw notSupported(`the '${refused}' index option`);
  if (raw.expireAfterSeconds !== undefined && Object.keys(key).length > 1)
    throw badValue('TTL indexes are single-field indexes, compound indexes do not support TTL');
  return { ...raw, key, name: (raw.name as string | undefined) ?? defaultIndexName(key) } as IndexSpec;
}

const createIndexes: CommandHandler = (ctx, command) => {
  const name = collectionName(command, 'createIndexes');
  if (!Array.isArray(command.indexes)) throw badValue("'indexes' must be an array");
  const specs = (command.indexes as Document[]).map(validateIndex);
  const existed = Boolean(ctx.store.collection(ctx.db, name));
  const collection = ctx.store.ensureCollection(ctx.db, name);
  const before = collection.indexSpecs().length;
  for (const spec of specs) {
    const sameName = collection.index(spec.name);
    const sameKeys = collection.indexSpecs().find((s) => sameKey(s.key, spec.key) && sameOptions(s, spec));
    if (sameName && sameKey(sameName.key, spec.key) && sameOptions(sameName, spec)) continue; // already there
    if (sameName)
      throw new CommandError(
        86,
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index but a different key or options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName)}`,
      );
    if (sameKeys) throw new CommandError(85, 'IndexOptionsConflict', `Index already exists with a different name: ${sameKeys.name}`);
    ctx.store.change({ o: 'createIndex', db: ctx.db, c: name, spec });
  }
  return { createdCollectionAutomatically: !existed, numIndexesBefore: before, numIndexesAfter: collection.indexSpecs().length, ok: 1 };
};

const listIndexes: CommandHandler = (ctx, command) => {
  const name = collectionName(command, 'listIndexes');
  const collection = ctx.store.collection(ctx.db, name);
  if (!collection) throw nsNotFound(`${ctx.db}.${name}`);
  const docs = collection.indexSpecs().map((spec) => ({ v: 2, ...spec }));
  return ctx.cursors.start(`${ctx.db}.${name}`, docs, (command.cursor as Document | undefined)?.batchSize);
};

const dropIndexes: CommandHandler = (ctx, command) => {
  const name = collectionName(command, 'dropIndexes');
  const collection = ctx.store.collection(ctx.db, name);
  if (!collection) throw nsNotFound(`${ctx.db}.${name}`);
  const wanted = command.index;
  const specs = collection.indexSpecs().slice(1);
  let names: string[];
  if (wanted === '*') names = specs.map((s) => s.name);
  else if (typeof wanted === 'string') names = [wanted];
  else if (Array.isArray(wanted)) names = wanted as string[];
  else {
    names = specs.filter((s) => sameKey(s.key, wanted as Document)).map((s) => s.name);
    if (names.length === 0) throw new CommandError(27, 'IndexNotFound', `can't find index with key: ${JSON.stringify(wanted)}`);
  }
  for (const indexName of names) {
    if (indexName === '_id_') throw new CommandError(72, 'InvalidOptions', 'cannot drop _id index');
    if (!collection.index(indexName)) throw new CommandError(27, 'IndexNotFound', `index not found with name [${indexName}]`);
  }
  for (const indexName of names) ctx.store.change({ o: 'dropIndex', db: ctx.db, c: name, name: indexName });
  return { nIndexesWas: specs.length + 1, ok: 1 };
};

export const collectionCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase: (ctx) => (ctx.store.change({ o: 'dropDatabase', db: ctx.db }), { dropped: ctx.db, ok: 1 }),
  listCollections,
  createIndexes,
  listIndexes,
  dropIndexes,
};
