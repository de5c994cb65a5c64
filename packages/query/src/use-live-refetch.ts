import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { subscribeThreadEvents, type ThreadEvent } from '@agency/web-kit';

/**
 * Keeps a page's answer as fresh as the server's live channel: the queries under `queryKey` are read
 * again when an event says something they show changed (`changed`), and once each time the channel
 * opens (a change made while it was closed was told to nobody). Nothing is read on a timer: while the
 * channel is down the page keeps what it shows and catches up when it is back. Pass a `changed` that
 * stays the same function (declared outside the component): a new one opens a new subscription.
 */
export function useLiveRefetch(queryKey: QueryKey, changed: (event: ThreadEvent) => boolean): void {
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const queryKey = JSON.parse(key) as QueryKey;
    return subscribeThreadEvents((event) => {
      if ((event.type === 'resync' && event.connected) || changed(event)) void client.invalidateQueries({ queryKey });
    });
  }, [client, key, changed]);
}
