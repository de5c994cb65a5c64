import type { Connection } from 'mongoose';
import { getMemberProfileModel } from './member-profile-model';

export interface MemberProfileRecord {
  id: string;
  name: string;
  empId: string;
  pic: string;
  description: string;
  skillTags: string[];
  about: string;
  skills: string[];
  languages: string[];
  domainIds: string[];
}

export type NewMemberProfile = Omit<MemberProfileRecord, 'id'>;

// Only public fields are ever read, so nothing private can leak through a route by accident.
const PUBLIC_FIELDS = { name: 1, empId: 1, pic: 1, description: 1, skillTags: 1, about: 1, skills: 1, languages: 1, domainIds: 1 };

type ProfileDoc = { _id: unknown; domainIds?: unknown[] | null } & Partial<Omit<MemberProfileRecord, 'id' | 'domainIds'>>;

function toRecord(doc: ProfileDoc): MemberProfileRecord {
  return {
    id: String(doc._id),
    name: doc.name ?? '',
    empId: doc.empId ?? '',
    pic: doc.pic ?? '',
    description: doc.description ?? '',
    skillTags: doc.skillTags ?? [],
    about: doc.about ?? '',
    skills: doc.skills ?? [],
    languages: doc.languages ?? [],
    domainIds: (doc.domainIds ?? []).map(String),
  };
}

export function createMemberProfileRepository(db: Connection) {
  const MemberProfile = getMemberProfileModel(db);

  return {
    count: () => MemberProfile.countDocuments(),

    async listByDomain(domainId: string): Promise<MemberProfileRecord[]> {
      const docs = await MemberProfile.find({ domainIds: domainId }, PUBLIC_FIELDS).sort({ name: 1 }).lean();
      return docs.map(toRecord);
    },

    async findById(id: string): Promise<MemberProfileRecord | null> {
      const doc = await MemberProfile.findById(id, PUBLIC_FIELDS).lean();
      return doc ? toRecord(doc) : null;
    },

    /** Inserts unless a profile with this employee id exists (seeding reruns change nothing). */
    async ensureByEmpId(profile: NewMemberProfile): Promise<void> {
      await MemberProfile.updateOne({ empId: profile.empId }, { $setOnInsert: profile }, { upsert: true });
    },

    async removeDomainFromAll(domainId: string): Promise<void> {
      await MemberProfile.updateMany({ domainIds: domainId }, { $pull: { domainIds: domainId } });
    },
  };
}

export type MemberProfileRepository = ReturnType<typeof createMemberProfileRepository>;
