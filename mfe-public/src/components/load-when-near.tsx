import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChunkBoundary } from './chunk-boundary';

interface Props {
  /** Usually a React.lazy component: its chunk is only requested once this box nears the viewport. */
  children: ReactNode;
  /** Same size as the real content, so nothing below it moves when the content arrives. */
  placeholder: ReactNode;
  /** Shown instead of the content when its chunk cannot be loaded. */
  failed: ReactNode;
}

/** How near: below-the-fold code starts to download 600 px before its box scrolls into view. */
const ROOT_MARGIN = '600px 0px';

const NEVER = new Promise<never>(() => {});

/** Holds its boundary on the placeholder until the box is near (never ready). */
function NotNearYet(): never {
  return use(NEVER);
}

/**
 * Renders `children` only when the box comes within ROOT_MARGIN of the viewport (below-the-fold code).
 * The placeholder is the boundary's fallback from the first render, so it is the same placeholder (its
 * DOM, where the visitor moved it, what has focus) until the content replaces it. The server renders the
 * placeholder as the boundary's content: hydrating, the boundary keeps that HTML (its content is not
 * ready) until the box is near, and is then drawn anew, the placeholder first.
 */
export function LoadWhenNear({ children, placeholder, failed }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box || near) return;
    // Once near, this effect's clean-up disconnects it.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: ROOT_MARGIN,
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref}>
      <ChunkBoundary fallback={failed}>
        <Suspense fallback={placeholder}>{typeof document === 'undefined' ? placeholder : near ? children : <NotNearYet />}</Suspense>
      </ChunkBoundary>
    </div>
  );
}
