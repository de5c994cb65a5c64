import { renderToString } from 'react-dom/server';
import { useRequest, type UseRequestOptions } from '../src/use-request';

function Names({ options }: { options?: UseRequestOptions<string[]> }) {
  const names = useRequest(async () => ['from the server'], [], options);
  if (names.status === 'loading') return <p>Loading names</p>;
  if (names.status === 'error') return <p>Failed</p>;
  return <p>{names.data.join(', ')}</p>;
}

test('when no data is in hand at mount, then the first render shows the loading state', () => {
  expect(renderToString(<Names />)).toContain('Loading names');
});

test('when data is in hand at mount (prefetched with the code), then the first render shows it, not the loading state', () => {
  const html = renderToString(<Names options={{ initialData: ['Aarav', 'Priya'] }} />);
  expect(html).toContain('Aarav, Priya');
  expect(html).not.toContain('Loading names');
});
