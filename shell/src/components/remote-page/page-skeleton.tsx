import { Skeleton } from '@agency/ui/base';

/** Stands in for a page while its remote loads: same rhythm as a real page, so nothing jumps. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" role="status" aria-label="Loading page">
      <div className="container">
        <Skeleton width="28%" height="0.9rem" />
        <Skeleton width="min(520px, 80%)" height="2.6rem" className="page-skeleton__title" />
        <Skeleton width="min(640px, 95%)" height="1rem" />
        <Skeleton width="min(480px, 70%)" height="1rem" />
        <div className="grid page-skeleton__grid">
          {[0, 1, 2].map((item) => (
            <Skeleton key={item} height="160px" radius="var(--radius-lg)" />
          ))}
        </div>
      </div>
    </div>
  );
}
