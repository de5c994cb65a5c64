import { EmptyState } from '@agency/ui';

/** The panel of an admin page that is not built yet; honest, and in the same layout as the real ones. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section>
      <h2 className="admin-page__title">{title}</h2>
      <EmptyState
        title="Coming soon"
        text={`${title} is being built and will appear here in an upcoming release.`}
        icon={
          <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
            <path
              d="M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
            />
          </svg>
        }
      />
    </section>
  );
}
