import { Schema, trusted, type Connection, type Model } from 'mongoose';
import type { Project, ProjectStatus } from '@agency/contracts';
import { newestFirstAfter, type PagePosition } from '@agency/server-kit';
import { containsText } from '../name-search';

export type NewProject = Omit<Project, 'id'>;
interface ProjectDoc extends NewProject {
  /** Stable key for seeded projects, so a rerun of the seed changes nothing. */
  seedKey?: string;
  createdAt: Date;
}

const projectSchema = new Schema<ProjectDoc>(
  {
    name: { type: String, required: true },
    client: { type: String, required: true },
    domain: { type: String, required: true, index: true },
    status: { type: String, required: true, index: true },
    team: { type: [String], default: [] },
    budget: { type: Number, default: 0 },
    payment: { type: String, default: null },
    seedKey: { type: String },
  },
  { timestamps: true, collection: 'projects' },
);
// The list's sort, unfiltered and by status or domain (index walks that stop at the page); the
// dashboard's counts by status read the status index.
projectSchema.index({ createdAt: -1, _id: -1 });
projectSchema.index({ status: 1, createdAt: -1, _id: -1 });
projectSchema.index({ domain: 1, createdAt: -1, _id: -1 });

const toProject = (doc: ProjectDoc & { _id: unknown }): Project => ({
  id: String(doc._id),
  name: doc.name,
  client: doc.client,
  domain: doc.domain,
  status: doc.status,
  team: doc.team ?? [],
  budget: doc.budget ?? 0,
  payment: doc.payment ?? null,
});

export interface ProjectFilter {
  q: string;
  status?: ProjectStatus;
  domain?: string;
}

export function createProjectRepository(db: Connection) {
  const ProjectModel = (db.models.Project as Model<ProjectDoc> | undefined) ?? db.model<ProjectDoc>('Project', projectSchema);

  // Our own operators are marked trusted: sanitizeFilter would strip them as if they came from a request.
  function toQuery({ q, status, domain }: ProjectFilter) {
    const query: Record<string, unknown> = {};
    if (status) query.status = status;
    if (domain) query.domain = domain;
    if (q) {
      const pattern = containsText(q);
      query.$or = trusted([{ name: pattern }, { client: pattern }]);
    }
    return query;
  }

  return {
    /**
     * Up to `limit` matching projects added before `after` (from the newest when null), each with where
     * it stands in the order, read by position on the filter's index; and how many match in all.
     */
    async findPage(
      filter: ProjectFilter,
      after: PagePosition | null,
      limit: number,
    ): Promise<{ rows: Array<{ project: Project; at: Date }>; total: number }> {
      const query = toQuery(filter);
      const page = after ? { $and: trusted([query, newestFirstAfter('createdAt', after)]) } : query;
      const [docs, total] = await Promise.all([
        ProjectModel.find(page).sort({ createdAt: -1, _id: -1 }).limit(limit).lean(),
        // Unfiltered: the collection's own count; by status or domain: an index count; a search counts its matches.
        Object.keys(query).length ? ProjectModel.countDocuments(query) : ProjectModel.estimatedDocumentCount(),
      ]);
      return { rows: docs.map((doc) => ({ project: toProject(doc), at: doc.createdAt })), total };
    },

    async insert(project: NewProject): Promise<Project> {
      return toProject((await ProjectModel.create(project)).toObject());
    },

    async ensureSeeded(seedKey: string, project: NewProject): Promise<void> {
      await ProjectModel.updateOne({ seedKey }, { $setOnInsert: { ...project, seedKey } }, { upsert: true });
    },

    countByStatus: (status: ProjectStatus) => ProjectModel.countDocuments({ status }),

    async deleteById(id: string): Promise<boolean> {
      return (await ProjectModel.deleteOne({ _id: id })).deletedCount === 1;
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
