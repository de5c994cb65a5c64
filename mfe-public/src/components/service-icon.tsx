import './service-icon.css';

/** A service's line icon in a tinted tile; decorative, the service title next to it names it. */
export function ServiceIcon({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <span className="service-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size}>
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
