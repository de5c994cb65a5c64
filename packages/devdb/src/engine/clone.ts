// Deep copies of stored documents. Stored documents are never mutated in place (an update stores a new
// object), so whatever leaves the store for code that may mutate (mingo stages, update operators) is
// copied first. BSON value classes (ObjectId, Binary, Long...) are immutable in practice and shared.
import type { Document } from 'bson';

export function cloneValue<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if ((value as object).constructor !== Object) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = cloneValue((value as Record<string, unknown>)[key]);
  return copy as T;
}

export const cloneDoc = (doc: Document): Document => cloneValue(doc);
