import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

// The public side of a team member. Identity (e-mail, password) lives in services/auth;
// `accountId` links the two once admin creates members through auth's internal API.
const memberProfileSchema = new Schema(
  {
    accountId: { type: String, index: true, sparse: true },
    name: { type: String, required: true },
    // A copy for the admin's list; auth owns the address (login), the public routes never read it.
    email: { type: String, default: '' },
    empId: { type: String, default: '' },
    pic: { type: String, default: '' },
    description: { type: String, default: '' },
    skillTags: { type: [String], default: [] },
    about: { type: String, default: '' },
    skills: { type: [String], default: [] },
    languages: { type: [String], default: [] },
    domainIds: { type: [Schema.Types.ObjectId], default: [], index: true },
    // Bumped by every change: the edit form sends it back in If-Match, a save on an older copy is 409.
    version: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'member_profiles' },
);
// Two members with one employee id would be a data-entry slip; a blank id is allowed many times.
memberProfileSchema.index({ empId: 1 }, { unique: true, partialFilterExpression: { empId: { $gt: '' } } });
// The admin's list and picker by name, and a domain's team page by name: index walks that stop at the page.
memberProfileSchema.index({ name: 1, _id: 1 });
memberProfileSchema.index({ domainIds: 1, name: 1, _id: 1 });

export type MemberProfileDoc = InferSchemaType<typeof memberProfileSchema>;

export function getMemberProfileModel(db: Connection): Model<MemberProfileDoc> {
  return (
    (db.models.MemberProfile as Model<MemberProfileDoc> | undefined) ??
    (db.model('MemberProfile', memberProfileSchema) as unknown as Model<MemberProfileDoc>)
  );
}
