// devdb's own promise (a real MongoDB has its own planner): equality on _id or on the leading field of
// an index is answered from the index, so the query tests a handful of documents, not the collection.
import { ObjectId } from 'bson';
import { Collection } from '../src/engine/collection';
import { candidates, exactMatches } from '../src/engine/candidates';
import { findDocs } from '../src/engine/query';

const SIZE = 20_000;
let accounts: Collection;

beforeAll(() => {
  accounts = new Collection('app.accounts');
  accounts.addIndex({ name: 'email_1', key: { email: 1 }, unique: true });
  accounts.addIndex({ name: 'team_joined', key: { team: 1, joined: -1 } });
  accounts.addIndex({ name: 'nick_1', key: { nick: 1 }, sparse: true });
  accounts.addIndex({ name: 'code_1', key: { code: 1 }, partialFilterExpression: { active: true } });
  accounts.addIndex({ name: 'tags_1', key: { tags: 1 } });
  for (let i = 0; i < SIZE; i++) {
    accounts.put({ _id: new ObjectId(), email: `u${i}@x.io`, team: `t${i % 100}`, joined: i, tags: [`g${i % 7}`], code: i, active: true });
  }
});

const count = (filter: object) => [...candidates(accounts, filter).docs].length;

test('when a filter has equality on _id or a unique field, then one document is a candidate', () => {
  const [doc] = findDocs(accounts, { email: 'u123@x.io' });
  expect(count({ _id: doc!._id })).toBe(1);
  expect(count({ email: 'u123@x.io', joined: { $gt: 5 } })).toBe(1);
  expect(count({ email: { $in: ['u1@x.io', 'u2@x.io', 'nobody'] } })).toBe(2);
});

test('when a filter has equality on the leading field of a compound index, then only that group is a candidate', () => {
  expect(count({ team: 't7' })).toBe(SIZE / 100);
  expect(count({ $and: [{ joined: { $gte: 0 } }, { team: { $eq: 't7' } }] })).toBe(SIZE / 100);
});

test('when an index cannot answer the filter completely, then devdb scans rather than miss documents', () => {
  expect(count({ joined: 5 })).toBe(SIZE); // not the leading field
  expect(count({ nick: null })).toBe(SIZE); // a sparse index lacks the documents without the field
  expect(count({ code: 5 })).toBe(SIZE); // a partial index lacks the documents outside its filter
  expect(count({ email: /u1/ })).toBe(SIZE);
});

test('when a one-field equality is answered from the index alone, then it finds exactly what a full scan finds', () => {
  const scanned = (filter: object) => findDocs(accounts, { $and: [filter, { joined: { $gte: 0 } }] }); // $and: no shortcut
  const filters = [
    { email: 'u42@x.io' },
    { team: 't3' },
    { tags: 'g2' },
    { email: { $in: ['u1@x.io', 'u9@x.io'] } },
    { team: { $eq: 't99' } },
  ];
  for (const filter of filters) {
    const exact = exactMatches(accounts, filter);
    expect(exact).not.toBeNull();
    expect(exact!.docs.map((d) => String(d._id)).sort()).toEqual(
      scanned(filter)
        .map((d) => String(d._id))
        .sort(),
    );
  }
});

test('when equality needs more than an index key (null, regex, several fields), then no shortcut is taken', () => {
  expect(exactMatches(accounts, { email: null })).toBeNull();
  expect(exactMatches(accounts, { email: /u1/ })).toBeNull();
  expect(exactMatches(accounts, { email: 'u1@x.io', team: 't1' })).toBeNull();
  expect(exactMatches(accounts, { joined: 5 })).toBeNull(); // no index leads with it
  expect(exactMatches(accounts, { email: { $eq: 'u1@x.io', $ne: 'u1@x.io' } })).toBeNull();
  expect(findDocs(accounts, { email: { $eq: 'u1@x.io', $ne: 'u1@x.io' } })).toEqual([]);
});
