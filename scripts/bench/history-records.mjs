// The records the history benchmark fills its databases with: requests and tasks as the services store
// them, inserted through the raw collections in batches (the apps' own write paths would take minutes).
export const BATCH = 5000;

// 24 hex digits, like the account ids in tokens: a prefix per kind, then the number.
export const accountId = (prefix, n) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;
const DOMAIN_ID = accountId('64b4', 1);

export function requestDoc(userId, n, at) {
  return {
    userId,
    userName: `Bench user ${n}`,
    userEmail: `bench${n}@example.com`,
    service: 'Website',
    domainId: DOMAIN_ID,
    domainName: 'Web design',
    description: `Bench request ${n}`,
    status: 'PENDING',
    timeline: [{ status: 'PENDING', at }],
    createdAt: at,
    updatedAt: at,
    __v: 0,
  };
}

export function taskDoc(memberId, n, at) {
  return {
    memberId,
    title: `Bench task ${n}`,
    description: '',
    status: n % 3 === 0 ? 'Completed' : 'Pending',
    assignedAt: at,
    completedAt: null,
    requestId: null,
    projectId: null,
    createdAt: at,
    updatedAt: at,
    __v: 0,
  };
}

/** Inserts records [from, to) through the raw collection, BATCH at a time, each made by `make(n)`. */
export async function insertRange(Model, from, to, make) {
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH);
    const docs = [];
    for (let n = start; n < end; n++) docs.push(make(n));
    await Model.collection.insertMany(docs, { ordered: false });
  }
}

/** Creates the schema's indexes and checks that the history ones are there before anything is timed. */
export async function ensureIndexes(Model, field) {
  await Model.init();
  const names = (await Model.collection.indexes()).map((i) => Object.keys(i.key).join(','));
  if (!names.includes(field)) throw new Error(`${Model.collection.collectionName}: no index on ${field} (${names.join('; ')})`);
}
