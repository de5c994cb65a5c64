// insert, update, delete and findAndModify, with per-statement writeErrors as MongoDB reports them.
import { ObjectId, type Document } from 'bson';
import { CommandError, badValue, toCommandError } from '../errors';
import { findDocs } from '../engine/query';
import { newQuery } from '../engine/mingo-context';
import { assertNoCollation } from '../engine/refusals';
import { applyUpdate, sameDoc, seedFromFilter } from '../engine/update-doc';
import { collectionName, type CommandContext, type CommandHandler } from './context';

interface StatementResult {
  n: number;
  nModified?: number;
  upserted?: unknown;
}

/** Runs each statement; an error becomes a writeError and stops an ordered batch. */
function runBatch<T>(command: Document, statements: T[], run: (statement: T) => StatementResult): Document {
  const ordered = command.ordered !== false;
  const writeErrors: Document[] = [];
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  statements.forEach((statement, index) => {
    if (ordered && writeErrors.length) return;
    try {
      const result = run(statement);
      n += result.n;
      nModified += result.nModified ?? 0;
      if (result.upserted !== undefined) upserted.push({ index, _id: result.upserted });
    } catch (err) {
      const error = toCommandError(err);
      writeErrors.push({ index, code: error.code, codeName: error.codeName, errmsg: error.message, ...error.extra });
    }
  });
  const reply: Document = { n, ok: 1 };
  if ('updates' in command) reply.nModified = nModified;
  if (upserted.length) reply.upserted = upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
}

const insert: CommandHandler = (ctx, command) => {
  const name = collectionName(command, 'insert');
  const collection = ctx.store.ensureCollection(ctx.db, name);
  return runBatch(command, command.documents as Document[], (doc) => {
    if (Array.isArray(doc._id)) throw badValue(`The '_id' value cannot be of type array`);
    const withId = { _id: '_id' in doc ? doc._id : new ObjectId(), ...doc }; // _id first, as MongoDB stores it
    collection.assertInsertable(withId);
    ctx.store.change({ o: 'put', db: ctx.db, c: name, d: withId });
    return { n: 1 };
  });
};

/** Inserts the document an upsert builds when nothing matched; returns it. */
function upsertDoc(ctx: CommandContext, name: string, filter: Document, u: Document | Document[], arrayFilters?: Document[]) {
  const doc = applyUpdate(seedFromFilter(filter), u, { filter, arrayFilters, isInsert: true });
  ctx.store.ensureCollection(ctx.db, name).assertInsertable(doc);
  ctx.store.change({ o: 'put', db: ctx.db, c: name, d: doc });
  return doc;
}

const update: CommandHandler = (ctx, command) => {
  const name = collectionName(command, 'update');
  return runBatch(command, command.updates as Document[], (statement) => {
    assertNoCollation(statement);
    const { q = {}, u, upsert, multi, arrayFilters } = statement;
    if (!u || typeof u !== 'object') throw badValue("the update statement needs a 'u' document or pipeline");
    const matches = findDocs(ctx.store.collection(ctx.db, name), q, { limit: multi ? 0 : 1 });
    if (matches.length === 0) {
      if (!upsert) return { n: 0, nModified: 0 };
      return { n: 1, nModified: 0, upserted: upsertDoc(ctx, name, q, u, arrayFilters)._id };
    }
    let nModified = 0;
    for (const match of matches) {
      const next = applyUpdate(match, u, { filter: q, arrayFilters, isInsert: false });
      if (sameDoc(match, next)) continue;
      ctx.store.change({ o: 'put', db: ctx.db, c: name, d: next });
      nModified++;
    }
    return { n: matches.length, nModified };
  });
};

const remove: CommandHandler = (ctx, command) => {
  const name = collectionName(command, 'delete');
  return runBatch(command, command.deletes as Document[], (statement) => {
    assertNoCollation(statement);
    const matches = findDocs(ctx.store.collection(ctx.db, name), statement.q ?? {}, { limit: statement.limit === 1 ? 1 : 0 });
    for (const doc of matches) ctx.store.change({ o: 'remove', db: ctx.db, c: name, id: doc._id });
    return { n: matches.length };
  });
};

function project(doc: Document | null, fields?: Document): Document | null {
  if (!doc || !fields || Object.keys(fields).length === 0) return doc;
  return newQuery({}).find<Document>([doc], fields).all()[0] ?? null;
}

const findAndModify: CommandHandler = (ctx, command) => {
  assertNoCollation(command);
  const name = collectionName(command, 'findAndModify');
  const filter = (command.query as Document) ?? {};
  const [match] = findDocs(ctx.store.collection(ctx.db, name), filter, { sort: command.sort, limit: 1 });
  if (command.remove) {
    if (match) ctx.store.change({ o: 'remove', db: ctx.db, c: name, id: match._id });
    return { lastErrorObject: { n: match ? 1 : 0 }, value: project(match ?? null, command.fields), ok: 1 };
  }
  if (!command.update) throw new CommandError(9, 'FailedToParse', 'Either an update or remove=true must be specified');
  if (!match) {
    if (!command.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const doc = upsertDoc(ctx, name, filter, command.update, command.arrayFilters);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: command.new ? project(doc, command.fields) : null,
      ok: 1,
    };
  }
  const next = applyUpdate(match, command.update, { filter, arrayFilters: command.arrayFilters, isInsert: false });
  if (!sameDoc(next, match)) ctx.store.change({ o: 'put', db: ctx.db, c: name, d: next });
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(command.new ? next : match, command.fields), ok: 1 };
};

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove, findAndModify };
