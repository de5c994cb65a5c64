import { Alert } from './alert';
import { Button } from './button';

interface Props {
  /** Rows on screen and in the whole list: "Showing 50 of 139". */
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  error?: string | null;
  onLoadMore: () => void;
  /** What the rows are ("requests"), for the count and the button's accessible name. */
  noun: string;
}

/** The end of a paged list: how much of it is shown, and a way on to the oldest. */
export function LoadMore({ shown, total, hasMore, loading, error, onLoadMore, noun }: Props) {
  if (!hasMore && !error) return null;
  return (
    <div className="load-more">
      {error && <Alert tone="error">{error}</Alert>}
      <p className="load-more__count text-muted" aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {hasMore && (
        <Button variant="secondary" size="sm" onClick={onLoadMore} loading={loading} aria-label={`Load more ${noun}`}>
          Load more
        </Button>
      )}
    </div>
  );
}
