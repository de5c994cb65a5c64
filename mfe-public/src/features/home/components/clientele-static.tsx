import { CLIENT_PROJECTS } from '../content/client-projects';
import { ProjectCard } from './project-card';

// As many cards as the widest breakpoint shows (3 per view); the rest arrive with the carousel.
const SHOWN = 3;

/**
 * The carousel's first slides as plain content, in the carousel's size and slide widths: what a
 * visitor (or a full-page capture) sees before the swiper chunk is loaded, so the section is never
 * an empty frame and nothing moves when the carousel replaces it.
 */
export function ClienteleStatic() {
  return (
    <div className="clientele__static">
      <ul className="clientele__static-track" role="list" aria-label="Client projects">
        {CLIENT_PROJECTS.slice(0, SHOWN).map((project) => (
          <li key={project.client} className="clientele__static-slide">
            <ProjectCard project={project} eager />
          </li>
        ))}
      </ul>
    </div>
  );
}
