import type { Project, ProjectListResponse } from '@agency/contracts';
import { decodePageCursor, notFound, toCursorPage } from '@agency/server-kit';
import type { NewProject, ProjectFilter, ProjectRepository } from './project-repository';

export interface ProjectDeps {
  projects: ProjectRepository;
}

/** One page of the projects that match after `cursor` (the previous page's nextCursor), newest first. */
export async function listProjects(
  deps: ProjectDeps,
  { cursor, limit, ...filter }: ProjectFilter & { cursor?: string; limit: number },
): Promise<ProjectListResponse> {
  const after = cursor ? decodePageCursor(cursor) : null;
  const { rows, total } = await deps.projects.findPage(filter, after, limit + 1);
  const page = toCursorPage(rows, limit, (row) => ({ at: row.at, id: row.project.id }));
  return { projects: page.rows.map((row) => row.project), total, nextCursor: page.nextCursor };
}

export function addProject(deps: ProjectDeps, project: NewProject): Promise<Project> {
  return deps.projects.insert(project);
}

export async function deleteProject(deps: ProjectDeps, id: string): Promise<void> {
  if (!(await deps.projects.deleteById(id))) throw notFound('Project');
}
