// Collections and indexes: create, drop, list, createIndexes, listIndexes, dropIndexes.
import type { Document } from 'bson';
import { CommandError, namespaceExists, notSupported } from '../errors';
import type { IndexSpec } from '../engine/collection';
import { collectionName, type CommandHandler } from './context';

const nsNotFound = (ns: string) => new CommandError(26, 'NamespaceNotFound', `ns does not exist: ${ns}`);

const create: CommandHandler = (ctx, command) => {
  const name = collectionName(command, 'create');
  if (command.capped || command.timeseries || command.viewOn) throw notSupported('capped collections, time series and views');
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
  const filterName = (command.filter as Document | undefined)?.name;
  const docs = ctx.store
    .collectionNames(ctx.db)
    .filter((name) => filterName === undefined || name === filterName)
    .map((name) =>
      command.nameOnly
        ? { name, type: 'collection' }
        : { name, type: 'collection', options: {}, info: { readOnly: false }, idIndex: { v: 2, key: { _id: 1 }, name: '_id_' } },
    );
  return ctx.cursors.start(`${ctx.db}.$cmd.listCollections`, docs, (command.cursor as Document | undefined)?.batchSize);
};

function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${dir}`)
    .join('_');
}

const createIndexes: CommandHandler = (ctx, command) => {
  const name = collectionName(command, 'createIndexes');
  const existed = Boolean(ctx.store.collection(ctx.db, name));
  const collection = ctx.store.ensureCollection(ctx.db, name);
  const before = collection.indexSpecs().length;
  for (const raw of command.indexes as Document[]) {
    if (raw.collation) throw notSupported('collation');
    if (Object.values(raw.key as Document).some((dir) => typeof dir === 'string')) {
      throw notSupported(`${Object.values(raw.key as Document).find((d) => typeof d === 'string')} indexes`);
    }
    const spec = { ...raw, name: raw.name ?? defaultIndexName(raw.key) } as IndexSpec;
    if (spec.name === '_id_' || collection.hasIndex(spec.name)) continue;
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
  const names =
    wanted === '*'
      ? specs.map((s) => s.name)
      : typeof wanted === 'string'
        ? [wanted]
        : Array.isArray(wanted)
          ? (wanted as string[])
          : specs.filter((s) => JSON.stringify(s.key) === JSON.stringify(wanted)).map((s) => s.name);
  for (const indexName of names) {
    if (!collection.hasIndex(indexName) || indexName === '_id_') {
      throw new CommandError(27, 'IndexNotFound', `index not found with name [${indexName}]`);
    }
    ctx.store.change({ o: 'dropIndex', db: ctx.db, c: name, name: indexName });
  }
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
