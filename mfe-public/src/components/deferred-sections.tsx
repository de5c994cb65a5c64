import { Suspense, useState } from 'react';
import type { RemotePage } from '@agency/mf-config';
import { Button } from '@agency/ui/base';
import { ChunkBoundary } from './chunk-boundary';
import { LoadWhenNear } from './load-when-near';
import './deferred-sections.css';

interface Props {
  /** The box's id: the server marks its HTML with it, the browser finds that HTML by it. */
  id: string;
  /** The sections, code split (remotePage): the server preloads it before rendering. */
  sections: RemotePage;
}

const FROM_SERVER = 'data-from-server';

interface ServedBox {
  html: string;
  /** The copy's ref: moves the copy's elements where the visitor had moved the served box's, once it is in the page. */
  putBack: (copy: HTMLElement | null) => void;
}

/**
 * The server's HTML of the box while it is still the one the server sent (never what React rendered). How
 * far the visitor moves its elements sideways (the clientele's track) is followed until the copy replaces
 * it: the take-over renders in slices, and a press between this first read and the copy still counts.
 */
function servedBox(id: string): ServedBox | undefined {
  if (typeof document === 'undefined') return undefined;
  const box = document.getElementById(id);
  if (!box?.hasAttribute(FROM_SERVER)) return undefined;
  const elements: EventTarget[] = [...box.querySelectorAll('*')];
  const moved = elements.map((element) => (element as Element).scrollLeft);
  const follow = ({ target }: Event) => {
    const at = elements.indexOf(target!);
    if (at >= 0) moved[at] = (target as Element).scrollLeft;
  };
  document.addEventListener('scroll', follow, true);
  return {
    html: box.innerHTML,
    putBack(copy) {
      document.removeEventListener('scroll', follow, true);
      copy?.querySelectorAll('*').forEach((element, at) => (element.scrollLeft = moved[at]!));
    },
  };
}

/**
 * Sections below the fold whose code is not part of the page's first load. The server renders them
 * whole. On a first visit the browser keeps showing the server's HTML of them (readable, its links plain
 * links) and requests their code only once the visitor nears them; it then renders the same markup in
 * the same box, so nothing moves, and from where the visitor scrolled it (the clientele's track). Its only
 * focusable controls are the track's own buttons (::scroll-button): focus on one cannot be put back by
 * script, and is lost at that moment. Reached by navigating inside the app, there is no server HTML and
 * the code is requested at once (the sections sit below the fold).
 */
export function DeferredSections({ id, sections: Sections }: Props) {
  // Its putBack is the same function each render: a render again does not move the copy back.
  const [served] = useState(() => servedBox(id));
  // A new boundary for each Retry: the one before remembers the failure.
  const [tries, setTries] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const sections = (
    <div id={id} {...(typeof document === 'undefined' ? { [FROM_SERVER]: '' } : {})}>
      <Sections />
    </div>
  );

  // The server renders the sections whole as the placeholder, in the shape the browser hydrates (below).
  if (typeof document === 'undefined') {
    return (
      <LoadWhenNear placeholder={sections} failed={sections}>
        {sections}
      </LoadWhenNear>
    );
  }
  if (served !== undefined) {
    const asServed = <div id={id} ref={served.putBack} dangerouslySetInnerHTML={{ __html: served.html }} />;
    // If their code cannot be loaded, the server's HTML simply stays: nothing of the sections is missing.
    return (
      <LoadWhenNear placeholder={asServed} failed={asServed}>
        {sections}
      </LoadWhenNear>
    );
  }
  const retry = () => {
    setRetrying(true);
    void Sections.preload()
      .catch(() => undefined)
      .then(() => {
        setRetrying(false);
        setTries((n) => n + 1);
      });
  };
  return (
    <ChunkBoundary key={tries} fallback={<SectionsFailed onRetry={retry} retrying={retrying} />}>
      <Suspense fallback={<div className="deferred-sections__loading" aria-busy="true" />}>{sections}</Suspense>
    </ChunkBoundary>
  );
}

function SectionsFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="container deferred-sections__failed" role="alert">
      <p>This section is currently unavailable.</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </div>
  );
}
