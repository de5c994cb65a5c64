import { useRef, useState } from 'react';
import type { Project } from '@agency/contracts/browser';
import { removeFromCursorPages, useCursorQuery, useQueryClient } from '@agency/query';
import { Alert, Button, Card, EmptyState, Spinner } from '@agency/ui';
import { errorMessage, usePageTitle } from '@agency/web-kit';
import { deleteProject } from '../api/delete-project';
import { listProjects, projectsKey } from '../api/list-projects';
import { AddProjectForm } from './add-project-form';
import { Modal } from '../../../components/modal';
import { LoadFailed } from '../../../components/load-failed';
import { ListLoadMore } from '../../../components/list-load-more';
import { useRowDelete } from '../../../components/use-row-delete';
import { ProjectCard } from './project-card';
import { ProjectFilters, type ProjectFilterValues } from './project-filters';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import './projects.css';

const SEARCH_DEBOUNCE_MS = 300;
const NO_FILTERS: ProjectFilterValues = { search: '', status: '', domain: '' };

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/projects: stored projects, searched and filtered on the server (spec §2 Projects, persisted). */
export default function ProjectsPage() {
  usePageTitle('Projects');
  const [filters, setFilters] = useState<ProjectFilterValues>(NO_FILTERS);
  const q = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const { status, domain } = filters;
  // Each search or filter is its own list from its newest project; while one loads, the previous
  // results stay on screen (dimmed) instead of flashing a spinner.
  const listKey = [...projectsKey, q, status, domain];
  const projects = useCursorQuery(listKey, (cursor, signal) => listProjects({ q, status, domain }, cursor, signal), {
    keepPrevious: true,
  });
  const client = useQueryClient();
  const deletion = useRowDelete();
  const [notice, setNotice] = useState<Notice>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState(false);
  const filtered = Boolean(q || status || domain);

  const added = (project: Project) => {
    setAdding(false);
    setNotice({ tone: 'success', text: `Project ${project.name} added successfully!` });
    // Every search and filter it may belong to: the one on screen is read again now, the others when shown.
    void client.invalidateQueries({ queryKey: projectsKey });
  };

  const remove = async (project: Project) => {
    if (!window.confirm(`Delete the project ${project.name}?`)) return;
    setNotice(null);
    const failure = await deletion.run(project.id, () => deleteProject(project.id));
    if (failure) return setNotice({ tone: 'error', text: errorMessage(failure, 'Failed to delete project') });
    removeFromCursorPages<Project>(client, listKey, (p) => p.id === project.id);
    // The other searches and filters may hold it too: they are read again when next shown.
    void client.invalidateQueries({ queryKey: projectsKey, refetchType: 'none' });
    setNotice({ tone: 'success', text: `Project ${project.name} deleted successfully!` });
    // The card and its button are gone: put the focus somewhere stable, not on <body>.
    titleRef.current?.focus();
  };

  const loading = projects.status === 'loading' || projects.refreshing;
  const data = projects.status === 'success' ? projects.data : null;

  return (
    <section className="stack admin-projects">
      <div className="admin-projects__head">
        <h1 className="admin-page__title admin-projects__title" ref={titleRef} tabIndex={-1}>
          Projects
        </h1>
        <Button onClick={() => setAdding(true)}>Add Project</Button>
      </div>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Card className="admin-projects__toolbar">
        <ProjectFilters values={filters} onChange={setFilters} />
      </Card>

      {/* What the filters found, announced politely so a screen-reader user hears the effect of typing. */}
      <p className="admin-projects__count" role="status">
        {loading && <Spinner label="" />}
        {data === null && projects.status === 'loading' && 'Loading projects...'}
        {data !== null && `${projects.total} ${projects.total === 1 ? 'project' : 'projects'}${filtered ? ' found' : ''}`}
      </p>

      {projects.status === 'error' && <LoadFailed what="projects" error={projects.error} onRetry={projects.reload} />}
      {data !== null && data.length === 0 && (
        <EmptyState
          title={filtered ? 'No projects match your search' : 'No projects yet'}
          text={filtered ? 'Try another name or client, or clear the filters.' : 'Projects you add appear here.'}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            ) : (
              <Button onClick={() => setAdding(true)}>Add Project</Button>
            )
          }
        />
      )}
      {data !== null && data.length > 0 && (
        <>
          <ul className="admin-project-grid" aria-label="Projects" aria-busy={loading || undefined}>
            {data.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                deleting={deletion.deletingId === project.id}
                busy={deletion.deletingId !== null}
                onDelete={remove}
              />
            ))}
          </ul>
          <ListLoadMore list={{ ...projects, data }} noun="projects" failure="Failed to load more projects" />
        </>
      )}

      <Modal open={adding} title="Add Project" onClose={() => setAdding(false)}>
        <AddProjectForm onAdded={added} onCancel={() => setAdding(false)} />
      </Modal>
    </section>
  );
}
