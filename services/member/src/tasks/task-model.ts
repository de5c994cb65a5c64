import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

const taskSchema = new Schema(
  {
    // The member's account id in services/auth (the JWT `sub`).
    memberId: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    status: { type: String, default: 'Pending' },
    assignedAt: { type: Date, default: () => new Date() },
    completedAt: { type: Date, default: null },
    // Set when the member was removed and the task taken back (status 'Withdrawn').
    withdrawnAt: { type: Date, default: null },
    // Optional link to the service request (user service) or project (admin service) the task serves.
    requestId: { type: String, default: null },
    projectId: { type: String, default: null },
  },
  { timestamps: true, collection: 'tasks' },
);
// History pages walk (assignedAt, _id) newest first per member along the compound index, both on real
// MongoDB and on devdb (dev and tests), reading about one page of tasks however many a member has.
// { memberId: 1 } duplicates the compound index's prefix; requestId and status serve other lookups.
taskSchema.index({ memberId: 1, assignedAt: -1, _id: -1 });
// One task per member and request, whatever the timing of parallel assigns (project tasks have no
// request and are not limited).
taskSchema.index({ memberId: 1, requestId: 1 }, { unique: true, partialFilterExpression: { requestId: { $type: 'string' } } });
taskSchema.index({ memberId: 1 });
taskSchema.index({ requestId: 1 });
taskSchema.index({ status: 1 });

export type TaskDoc = InferSchemaType<typeof taskSchema>;

export function getTaskModel(db: Connection): Model<TaskDoc> {
  return (db.models.Task as Model<TaskDoc> | undefined) ?? db.model<TaskDoc>('Task', taskSchema);
}
