import { LoadMore } from '@agency/ui';
import { errorMessage, type UseCursorListResult } from '@agency/web-kit';

type LoadedList = Pick<UseCursorListResult<unknown>, 'total' | 'hasMore' | 'loadingMore' | 'moreError' | 'loadMore'> & {
  data: readonly unknown[];
};

interface Props {
  /** A list from useCursorQuery (or useCursorList) that has loaded. */
  list: LoadedList;
  /** What the rows are ("clients"). */
  noun: string;
  /** The text when a further page fails and the server gave none. */
  failure: string;
  /** The rows on screen and in the list, when the screen shows another count than the list's (a filtered view). */
  shown?: number;
  total?: number;
}

/** The end of an admin list read a page at a time: LoadMore fed from the list's own state. */
export function ListLoadMore({ list, noun, failure, shown = list.data.length, total = list.total }: Props) {
  return (
    <LoadMore
      noun={noun}
      shown={shown}
      total={total}
      hasMore={list.hasMore}
      loading={list.loadingMore}
      error={list.moreError && errorMessage(list.moreError, failure)}
      onLoadMore={list.loadMore}
    />
  );
}
