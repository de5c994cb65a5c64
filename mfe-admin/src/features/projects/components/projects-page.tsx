import { useRef, useState } from 'react';
import type { Project } from '@agency/contracts/browser';
import { usePagedQuery } from '@agency/query';
import { Alert, Button, Card, EmptyState, Spinner } from '@agency/ui';
import { errorMessage, usePageTitle } from '@agency/web-kit';
import { deleteProject } from '../api/delete-project';
import { listProjects } from '../api/list-projects';
import { AddProjectForm } from './add-project-form';
import { Modal } from '../../../components/modal';
import { LoadFailed } from '../../../components/load-failed';
import { Pager } from '../../../components/pager';
import { ProjectCard } from './project-card';
import { ProjectFilters, type ProjectFilterValues } from './project-filters';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import './projects.css';

const PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 300;
const NO_FILTERS: ProjectFilterValues = { search: '', status: '', domain: '' };

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/projects: stored projects, searched and filtered on the server (spec §2 Projects, persisted). */
export default function ProjectsPage() {
  usePageTitle('Projects');
  const [filters, setFilters] = useState<ProjectFilterValues>(NO_FILTERS);
  const q = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const { status, domain } = filters;
  // A new search or filter starts again at page 1; while a query runs, the previous results stay on
  // screen (dimmed) instead of flashing a spinner.
  const projects = usePagedQuery(
    ['admin', 'projects'],
    (page, signal) => listProjects({ q, status, domain, page, limit: PAGE_SIZE }, signal),
    {
      rows: (answer) => answer.projects,
      resetKey: `${q}\n${status}\n${domain}`,
      keepPrevious: true,
    },
  );
  const { page, shown: data, deletingId } = projects;

  const [notice, setNotice] = useState<Notice>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState(false);
  const filtered = Boolean(q || status || domain);

  const added = (project: Project) => {
    setAdding(false);
    setNotice({ tone: 'success', text: `Project ${project.name} added successfully!` });
    projects.reload();
  };

  const remove = async (project: Project) => {
    if (!window.confirm(`Delete the project ${project.name}?`)) return;
    setNotice(null);
    const failure = await projects.removeRow(project.id, () => deleteProject(project.id));
    if (failure) return setNotice({ tone: 'error', text: errorMessage(failure, 'Failed to delete project') });
    setNotice({ tone: 'success', text: `Project ${project.name} deleted successfully!` });
    // The card and its button are gone: put the focus somewhere stable, not on <body>.
    titleRef.current?.focus();
  };

  const loading = projects.status === 'loading' || projects.refreshing;

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
        {data !== null && `${data.total} ${data.total === 1 ? 'project' : 'projects'}${filtered ? ' found' : ''}`}
      </p>

      {projects.status === 'error' && <LoadFailed what="projects" error={projects.error} onRetry={projects.reload} />}
      {data !== null && data.projects.length === 0 && (
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
      {data !== null && data.projects.length > 0 && (
        <>
          <ul className="admin-project-grid" aria-label="Projects" aria-busy={loading || undefined}>
            {data.projects.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                deleting={deletingId === project.id}
                busy={deletingId !== null}
                onDelete={remove}
              />
            ))}
          </ul>
          <Pager page={page} total={data.total} limit={PAGE_SIZE} label="Project pages" onPage={projects.setPage} />
        </>
      )}

      <Modal open={adding} title="Add Project" onClose={() => setAdding(false)}>
        <AddProjectForm onAdded={added} onCancel={() => setAdding(false)} />
      </Modal>
    </section>
  );
}
