import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { REQUEST_STATUSES } from '@agency/contracts';

const timelineEntrySchema = new Schema(
  { status: { type: String, enum: REQUEST_STATUSES, required: true }, at: { type: Date, required: true } },
  { _id: false },
);

const assigneeSchema = new Schema({ id: { type: String, required: true }, name: { type: String, default: '' } }, { _id: false });

const requestSchema = new Schema(
  {
    // The requester's account id in services/auth (the JWT `sub`); name and e-mail are snapshots of
    // the account as auth had it when the request was filed, so the admin list never needs to ask auth.
    userId: { type: String, required: true },
    userName: { type: String, default: '' },
    userEmail: { type: String, default: '' },
    service: { type: String, required: true },
    domainId: { type: String, required: true },
    // Snapshot of the admin service's domain name at creation: history survives the domain's deletion.
    domainName: { type: String, default: null },
    description: { type: String, default: '' },
    status: { type: String, enum: REQUEST_STATUSES, default: 'PENDING' },
    timeline: { type: [timelineEntrySchema], default: [] },
    // Members the admin gave a task for this request (account id + name at assignment), for the
    // admin's screens; the status stays approved until one of them starts.
    assignees: { type: [assigneeSchema], default: [] },
  },
  { timestamps: true, collection: 'service_requests' },
);
// History and the admin queue read newest first by owner / by status, served from the compound indexes
// (devdb walks them in order too, see packages/devdb/README.md); the single-field ones answer plain lookups.
requestSchema.index({ userId: 1, createdAt: -1, _id: -1 });
requestSchema.index({ status: 1, createdAt: -1, _id: -1 });
// The dashboard's newest requests of all.
requestSchema.index({ createdAt: -1, _id: -1 });
requestSchema.index({ userId: 1 });
requestSchema.index({ status: 1 });
// How many requests name a domain, asked before the admin deletes it.
requestSchema.index({ domainId: 1 });

export type RequestDoc = InferSchemaType<typeof requestSchema>;

export function getRequestModel(db: Connection): Model<RequestDoc> {
  return (db.models.ServiceRequest as Model<RequestDoc> | undefined) ?? db.model<RequestDoc>('ServiceRequest', requestSchema);
}
