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

/**
 * The server's HTML of the box while it is still the one the server sent (never what React rendered), and
 * how far the visitor had moved each of its elements sideways (the clientele's track), by their place in it.
 */
function servedBox(id: string): { html: string; moved: number[] } | undefined {
  if (typeof document === 'undefined') return undefined;
  const box = document.getElementById(id);
  if (!box?.hasAttribute(FROM_SERVER)) return undefined;
  return { html: box.innerHTML, moved: [...box.querySelectorAll('*')].map((element) => element.scrollLeft) };
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
  const [served] = useState(() => servedBox(id));
  // A new boundary for each Retry: the one before remembers the failure.
  const [tries, setTries] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const sections = (
    <div id={id} {...(typeof document === 'undefined' ? { [FROM_SERVER]: '' } : {})}>
      <Sections />
    </div>
  );

  if (served !== undefined) {
    const { html, moved } = served;
    const asServed = (
      <div
        id={id}
        // Moved where the visitor had moved it, once the copy is in the document.
        ref={(box) => box?.querySelectorAll('*').forEach((element, at) => element.scrollTo({ left: moved[at]!, behavior: 'instant' }))}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
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
