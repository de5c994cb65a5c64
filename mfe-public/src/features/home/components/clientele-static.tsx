import { useCallback, useState } from 'react';
import { CLIENT_PROJECTS } from '../content/client-projects';
import { ProjectCard } from './project-card';

// As many cards as the widest breakpoint shows (3 per view) load their pictures at once; the rest when shown.
const SHOWN = 3;
const TRACK_CLASS = 'clientele__static-track';
/** Between two slides: client-projects.css's gap, and the carousel's spaceBetween. */
export const GAP_PX = 20;

/** The stand-in's track now in the document: the server HTML's, or the one the app rendered. */
function trackInDocument(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(`.${TRACK_CLASS}`);
}

/** Whether the keyboard is on the stand-in's buttons (a focused ::scroll-button is its track's focus). */
export function standInHasFocus(): boolean {
  const track = trackInDocument();
  return track !== null && document.activeElement === track;
}

function firstSlideOf(track: HTMLElement): number {
  const slide = track.firstElementChild as HTMLElement | null;
  return slide ? Math.round(track.scrollLeft / (slide.offsetWidth + GAP_PX)) : 0;
}

/** The project the app's stand-in showed first as it left the page. */
let firstSlideWhenReplaced = 0;

/**
 * Where the visitor last moved a stand-in's track, since this code came (px; null: not yet). The app renders
 * in slices: a press between a stand-in's first render and its being put in the page still counts.
 */
let movedTo: number | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'scroll',
    ({ target }) => {
      if (target instanceof Element && target.classList.contains(TRACK_CLASS)) movedTo = target.scrollLeft;
    },
    true,
  );
}

/**
 * The project the stand-in shows first (the visitor may have moved it), or showed as the carousel replaced
 * it: where the carousel starts. The carousel asks once it is in the page, so a press that came while it
 * was being rendered counts.
 */
export function standInFirstSlide(): number {
  const track = trackInDocument();
  return track ? firstSlideOf(track) : firstSlideWhenReplaced;
}

/**
 * The carousel before its code has come: every project on a scroll-snap track that the browser's own
 * Previous/Next buttons move with no script, where it has them (::scroll-button, client-projects.css). It
 * has the carousel's size and slide widths, so nothing moves when the carousel replaces it. Rendered again
 * when the app replaces the server HTML, it starts where the visitor left the track it replaces.
 */
export function ClienteleStatic() {
  const [scrolledTo] = useState(() => trackInDocument()?.scrollLeft ?? 0);
  // Put where the track it replaces stood; as it leaves the page (still laid out then), its place is kept
  // for the carousel, and the next visit of the page starts from the first project again.
  const track = useCallback(
    (element: HTMLUListElement) => {
      element.scrollLeft = movedTo ?? scrolledTo;
      return () => {
        firstSlideWhenReplaced = firstSlideOf(element);
        movedTo = null;
      };
    },
    [scrolledTo],
  );

  return (
    <div className="clientele__static">
      <ul ref={track} className={TRACK_CLASS} role="list" aria-label="Client projects">
        {CLIENT_PROJECTS.map((project, index) => (
          <li key={project.client} className="clientele__static-slide">
            <ProjectCard project={project} eager={index < SHOWN} />
          </li>
        ))}
      </ul>
    </div>
  );
}
