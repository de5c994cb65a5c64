import type { Connection } from 'mongoose';

// The members' names for the load table, from this service's member profiles (member-profile-repository.ts
// owns the collection): one read of every linked profile, a few hundred small documents at most.
export function createMemberNamesRepository(db: Connection) {
  const profiles = db.collection('member_profiles');
  return {
    async linkedMembers(): Promise<Array<{ accountId: string; name: string }>> {
      const docs = await profiles.find({ accountId: { $type: 'string' } }, { projection: { _id: 0, accountId: 1, name: 1 } }).toArray();
      return docs.map((d) => ({ accountId: String(d.accountId), name: String(d.name ?? '') }));
    },
  };
}

export type MemberNamesRepository = ReturnType<typeof createMemberNamesRepository>;
