import { useRef, useState } from 'react';
import type { Project, ProjectListResponse } from '@agency/contracts';
import { Alert, Button, Card, EmptyState, Spinner } from '@agency/ui';
import { errorMessage, useRequest } from '@agency/web-kit';
import { deleteProject } from '../api/delete-project';
import { listProjects } from '../api/list-projects';
import { AddProjectForm } from './add-project-form';
import { Modal } from '../../../components/modal';
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
  const [filters, setFilters] = useState<ProjectFilterValues>(NO_FILTERS);
  const q = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const { status, domain } = filters;
  // A new search or filter starts again at page 1, without an extra render pass.
  const filterKey = `${q}\n${status}\n${domain}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;

  const projects = useRequest((signal) => listProjects({ q, status, domain, page, limit: PAGE_SIZE }, signal), [q, status, domain, page]);
  // While a new query runs, the previous results stay on screen (dimmed) instead of flashing a spinner.
  const [shown, setShown] = useState<ProjectListResponse | null>(null);
  if (projects.status === 'success' && projects.data !== shown) setShown(projects.data);
  const data = projects.status === 'success' ? projects.data : projects.status === 'loading' ? shown : null;

  const [notice, setNotice] = useState<Notice>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const filtered = Boolean(q || status || domain);

  const added = (project: Project) => {
    setAdding(false);
    setNotice({ tone: 'success', text: `Project ${project.name} added successfully!` });
    projects.reload();
  };

  const remove = async (project: Project) => {
    if (!window.confirm(`Delete the project ${project.name}?`)) return;
    setNotice(null);
    setDeletingId(project.id);
    try {
      await deleteProject(project.id);
      setNotice({ tone: 'success', text: `Project ${project.name} deleted successfully!` });
      // The card and its button are gone: put the focus somewhere stable, not on <body>.
      titleRef.current?.focus();
      // The last card of a later page: show the page before it.
      if (data && data.projects.length === 1 && page > 1) setPaging({ key: filterKey, page: page - 1 });
      else projects.reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Failed to delete project') });
    } finally {
      setDeletingId(null);
    }
  };

  const loading = projects.status === 'loading' || projects.refreshing;

  return (
    <section className="stack admin-projects">
      <div className="admin-projects__head">
        <h2 className="admin-page__title admin-projects__title" ref={titleRef} tabIndex={-1}>
          Projects
        </h2>
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

      {projects.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={projects.reload}>
              Retry
            </Button>
          }
        >
          <strong>Failed to fetch projects.</strong> {errorMessage(projects.error, '')}
        </Alert>
      )}
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
          <Pager
            page={page}
            total={data.total}
            limit={PAGE_SIZE}
            label="Project pages"
            onPage={(next) => setPaging({ key: filterKey, page: next })}
          />
        </>
      )}

      <Modal open={adding} title="Add Project" onClose={() => setAdding(false)}>
        <AddProjectForm onAdded={added} onCancel={() => setAdding(false)} />
      </Modal>
    </section>
  );
}
