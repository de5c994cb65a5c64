import { useLayoutEffect, useRef, useState } from 'react';
import { initials } from '@agency/web-kit/base';
import { cx } from './class-names';

export interface AvatarProps {
  name: string;
  /** The picture's URL; empty: the initials. */
  pic: string;
  /** The frame's own class (its size, border); the initials add its `--placeholder` modifier. */
  className: string;
  /** '' (the default) when the name is written beside the picture. The initials are always decorative. */
  alt?: string;
  size: number;
  lazy?: boolean;
}

// The browser may have given up on the picture before the app's code came (server HTML): React never
// hears that error, so the element is looked at once it is the app's.
const failedAlready = (img: HTMLImageElement | null) => img !== null && img.complete && img.naturalWidth === 0;

/**
 * A person's picture in a round frame, or their initials when there is none or it does not load. Until the
 * app runs (server HTML, JavaScript off) the frame's CSS draws the initials over a broken picture
 * (`data-initials`, `.picture-frame::after`), so no broken-image icon or alt text spills out of it.
 */
export function Avatar({ name, pic, className, alt = '', size, lazy = false }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    if (failedAlready(img.current)) setFailed(pic);
  }, [pic]);
  if (!pic || failed === pic) {
    return (
      <span className={cx(className, `${className}--placeholder`)} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      ref={img}
      className={cx(className, 'picture-frame')}
      src={pic}
      alt={alt}
      data-initials={initials(name)}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      onError={() => setFailed(pic)}
    />
  );
}
