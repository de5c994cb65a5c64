import type { PageQuery, Project, ProjectListResponse } from '@agency/contracts';
import { notFound } from '@agency/server-kit';
import type { NewProject, ProjectFilter, ProjectRepository } from './project-repository';

export interface ProjectDeps {
  projects: ProjectRepository;
}

/** `filter.q` searches name and client; unknown status or domain values arrive already dropped. */
export async function listProjects(deps: ProjectDeps, filter: ProjectFilter, { page, limit }: PageQuery): Promise<ProjectListResponse> {
  const { projects, total } = await deps.projects.find(filter, (page - 1) * limit, limit);
  return { projects, total, page, limit };
}

export function addProject(deps: ProjectDeps, project: NewProject): Promise<Project> {
  return deps.projects.insert(project);
}

export async function deleteProject(deps: ProjectDeps, id: string): Promise<void> {
  if (!(await deps.projects.deleteById(id))) throw notFound('Project');
}
