// Records written straight into the services' databases, in their shapes: a team of hundreds made
// through the API would test the machine's password hashing, not the page.
import { MongoClient, type ObjectId } from 'mongodb';
import { DIRECT } from './stack';

/** Runs `work` with a client of the stack's database and closes it afterwards. */
export async function withDatabase<T>(work: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(DIRECT.db, { serverSelectionTimeoutMS: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** A member profile as the admin service stores it (no login: pages that only list members need none). */
export function memberProfile(
  _id: ObjectId,
  who: { name: string; email: string; empId: string; accountId: string; domainIds: ObjectId[]; at: Date },
) {
  const { at, ...rest } = who;
  return {
    _id,
    ...rest,
    pic: '',
    description: '',
    skillTags: [],
    about: '',
    skills: [],
    languages: [],
    version: 0,
    createdAt: at,
    updatedAt: at,
  };
}
