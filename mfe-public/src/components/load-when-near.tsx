import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChunkBoundary } from './chunk-boundary';

interface Props {
  /** Usually a React.lazy component: its chunk is only requested once this box nears the viewport. */
  children: ReactNode;
  /** Same size as the real content, so nothing below it moves when the content arrives. */
  placeholder: ReactNode;
  /** Shown instead of the content when its chunk cannot be loaded. */
  failed: ReactNode;
  rootMargin?: string;
}

/** Renders `children` only when the box comes within `rootMargin` of the viewport (below-the-fold code). */
export function LoadWhenNear({ children, placeholder, failed, rootMargin = '600px 0px' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return (
    <div ref={ref}>
      {near ? (
        <ChunkBoundary fallback={failed}>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </ChunkBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
