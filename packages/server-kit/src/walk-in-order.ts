import type { mongo } from 'mongoose';

// An export's rows, oldest first along a `{ <field>: ±1, _id: ±1 }` index, one page of `pageSize` documents
// per query, each page starting after the last one's (field, _id): a keyset walk. One cursor over the whole
// result would do on MongoDB, but devdb (npm start, the tests) builds a find's whole result before its
// first batch: 10,000 requests took 4 s to the first byte and 100,000 would hold every document decoded.
// A page with a limit is an index walk that stops at the limit on both (IXSCAN with bounds on MongoDB),
// and the next page is asked for only when the writer wants more rows, so backpressure reaches the database.

export interface WalkOptions {
  /** The date field the walk follows (with _id for ties). */
  field: string;
  projection?: mongo.Document;
  pageSize?: number;
}

export async function* walkOldestFirst(
  collection: mongo.Collection,
  filter: mongo.Filter<mongo.Document>,
  { field, projection, pageSize = 500 }: WalkOptions,
): AsyncGenerator<mongo.WithId<mongo.Document>> {
  let after: { at: unknown; id: mongo.ObjectId } | null = null;
  for (;;) {
    const next: mongo.Filter<mongo.Document> = after
      ? { $and: [filter, { $or: [{ [field]: { $gt: after.at } }, { [field]: after.at, _id: { $gt: after.id } }] }] }
      : filter;
    const page = await collection.find(next, { sort: { [field]: 1, _id: 1 }, limit: pageSize, projection }).toArray();
    yield* page;
    const last = page[page.length - 1];
    if (!last || page.length < pageSize) return;
    after = { at: last[field], id: last._id as mongo.ObjectId };
  }
}
