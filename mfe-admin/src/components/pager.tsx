import { Button } from '@agency/ui';
import './shared.css';

interface Props {
  page: number;
  total: number;
  limit: number;
  label: string;
  onPage: (page: number) => void;
}

/** Previous / Next over a paged admin list; nothing when everything fits on one page. */
export function Pager({ page, total, limit, label, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="admin-pager__status" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
