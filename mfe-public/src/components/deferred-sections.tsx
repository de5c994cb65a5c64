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

/** The server's HTML of the box while it is still the one the server sent (never what React rendered). */
function serverHtmlOf(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const box = document.getElementById(id);
  return box?.hasAttribute(FROM_SERVER) ? box.innerHTML : undefined;
}

/**
 * Sections below the fold whose code is not part of the page's first load. The server renders them
 * whole. On a first visit the browser keeps showing the server's HTML of them (readable, its links plain
 * links) and requests their code only once the visitor nears them; it then renders the same markup in
 * the same box, so nothing moves. Their HTML has nothing focusable: something focusable added there
 * would lose focus at that moment. Reached by navigating inside the app, there is no server HTML and
 * the code is requested at once (the sections sit below the fold meanwhile).
 */
export function DeferredSections({ id, sections: Sections }: Props) {
  const [serverHtml] = useState(() => serverHtmlOf(id));
  // A new boundary for each Retry: the one before remembers the failure.
  const [tries, setTries] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const sections = (
    <div id={id} {...(typeof document === 'undefined' ? { [FROM_SERVER]: '' } : {})}>
      <Sections />
    </div>
  );

  if (serverHtml !== undefined) {
    const asServed = <div id={id} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
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
