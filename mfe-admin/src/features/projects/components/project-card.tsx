import type { Project } from '@agency/contracts/browser';
import { Button, cx } from '@agency/ui';
import { formatBudget, paymentTone, statusTone } from './project-form';

interface Props {
  project: Project;
  deleting: boolean;
  busy: boolean;
  onDelete: (project: Project) => void;
}

export function ProjectCard({ project, deleting, busy, onDelete }: Props) {
  const headingId = `project-${project.id}-name`;
  return (
    <li className="admin-project-card" aria-labelledby={headingId} data-testid="admin-project-card">
      <div className="admin-project-card__head">
        <h4 id={headingId} className="admin-project-card__name">
          {project.name}
        </h4>
        <span className={cx('badge', statusTone(project.status))}>
          <span className="visually-hidden">Status: </span>
          {project.status}
        </span>
      </div>
      <dl className="admin-project-card__facts">
        <div>
          <dt>Client</dt>
          <dd>{project.client}</dd>
        </div>
        <div>
          <dt>Domain</dt>
          <dd>{project.domain}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd className="admin-project-card__budget">{formatBudget(project.budget)}</dd>
        </div>
      </dl>
      {project.team.length > 0 ? (
        <ul className="admin-project-card__team" aria-label="Team">
          {project.team.map((name, index) => (
            <li key={`${name}-${index}`} className="badge">
              {name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-project-card__no-team">No team assigned yet</p>
      )}
      <div className="admin-project-card__foot">
        {project.payment ? (
          <span className={cx('badge', paymentTone(project.payment))}>
            <span className="visually-hidden">Payment: </span>
            {project.payment}
          </span>
        ) : (
          <span />
        )}
        <Button
          variant="danger"
          size="sm"
          loading={deleting}
          disabled={busy}
          onClick={() => onDelete(project)}
          aria-label={`Delete ${project.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
