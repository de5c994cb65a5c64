import type { ClientProject } from '../content/client-projects';

/**
 * One client project: the carousel's slide and, before the carousel loads, its static stand-in. The
 * stand-in loads its pictures (about 2 KB each, low priority) so no card is an empty frame even in a
 * full-page capture; the carousel's own slides load theirs when shown.
 */
export function ProjectCard({ project, eager = false }: { project: ClientProject; eager?: boolean }) {
  return (
    <article className="card project-card">
      <img
        className="project-card__image"
        src={project.image}
        alt={project.imageAlt}
        width="480"
        height="300"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'low' : undefined}
      />
      <div className="project-card__body">
        <p className="project-card__client">{project.client}</p>
        <h3 className="project-card__title">{project.title}</h3>
        <p className="project-card__text">{project.text}</p>
        <ul className="project-card__tags" aria-label="Services">
          {project.tags.map((tag) => (
            <li key={tag} className="badge">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
