import type { CSSProperties } from 'react';
import { cx } from './class-names';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span
      className={cx('spinner', className)}
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    />
  );
}

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A shimmering placeholder block with the size of the content it stands in for. */
export function Skeleton({ width = '100%', height = '1em', radius, className }: SkeletonProps) {
  return <span className={cx('skeleton', className)} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
