// The errors MongoDB raises for update operators applied to the wrong kind of value, checked before
// mingo applies them: mingo would quietly skip $inc on a string or $push onto a number.
import { Decimal128, Long, type Document } from 'bson';
import { CommandError, notSupported } from '../errors';
import { newQuery } from './mingo-context';

const CREATING = new Set(['$set', '$setOnInsert', '$inc', '$mul', '$min', '$max', '$push', '$addToSet', '$currentDate', '$bit']);

export function bsonTypeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'double';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (v instanceof Date) return 'date';
  const bsontype = (v as { _bsontype?: string })?._bsontype;
  if (bsontype) return bsontype === 'ObjectId' ? 'objectId' : bsontype === 'Binary' ? 'binData' : bsontype.toLowerCase();
  return 'object';
}

const show = (v: unknown) => JSON.stringify(v)?.slice(0, 200) ?? String(v);
const pathNotViable = (part: string, parent: string, node: unknown) =>
  new CommandError(28, 'PathNotViable', `Cannot create field '${part}' in element {${parent}: ${show(node)}}`);

/** The current values an update path points at (undefined where it does not exist yet). */
function targets(doc: Document, path: string, op: string, arrayFilters: Document[] = []): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  const walk = (node: unknown, i: number, parent: string): void => {
    if (i === parts.length) return void out.push(node);
    if (node === undefined) return void out.push(undefined);
    const part = parts[i]!;
    const creating = CREATING.has(op);
    if (Array.isArray(node)) {
      const filterId = /^\$\[(\w+)\]$/.exec(part)?.[1];
      if (part === '$') return; // the element the query matched: mingo resolves it
      if (part === '$[]') return node.forEach((el) => walk(el, i + 1, part));
      if (filterId) {
        const filter = arrayFilters.find((f) => Object.keys(f).some((k) => k.split('.')[0] === filterId));
        const query = filter ? newQuery(filter) : null;
        return node.forEach((el) => (!query || query.test({ [filterId]: el })) && walk(el, i + 1, part));
      }
      if (/^\d+$/.test(part)) return walk(node[Number(part)], i + 1, part);
      if (creating) throw pathNotViable(part, parent, node);
      return;
    }
    if (node === null || typeof node !== 'object' || node.constructor !== Object) {
      if (creating) throw pathNotViable(part, parent, node);
      return;
    }
    walk((node as Document)[part], i + 1, part);
  };
  walk(doc, 0, '');
  return out;
}

const isNumeric = (v: unknown) => typeof v === 'number' || v instanceof Long || (v as { _bsontype?: string })?._bsontype === 'Int32';

export function assertApplicable(doc: Document, ops: Document, arrayFilters?: Document[]): void {
  const id = show(doc._id);
  for (const [op, fields] of Object.entries(ops)) {
    for (const [path, operand] of Object.entries(fields as Document)) {
      const field = path.split('.').pop();
      for (const value of targets(doc, path, op, arrayFilters)) {
        if (['$inc', '$mul', '$min', '$max'].includes(op) && (value instanceof Decimal128 || operand instanceof Decimal128)) {
          throw notSupported(`${op} with Decimal128 values`);
        }
        if ((op === '$inc' || op === '$mul') && value !== undefined && !isNumeric(value)) {
          throw new CommandError(
            14,
            'TypeMismatch',
            `Cannot apply ${op} to a value of non-numeric type. {_id: ${id}} has the field '${field}' of non-numeric type ${bsonTypeName(value)}`,
          );
        }
        if ((op === '$push' || op === '$addToSet') && value !== undefined && !Array.isArray(value)) {
          throw new CommandError(
            2,
            'BadValue',
            `The field '${field}' must be an array but is of type ${bsonTypeName(value)} in document {_id: ${id}}`,
          );
        }
        if ((op === '$pull' || op === '$pullAll' || op === '$pop') && value !== undefined && !Array.isArray(value)) {
          throw new CommandError(2, 'BadValue', `Cannot apply ${op} to a non-array value`);
        }
      }
    }
  }
}
