import { renderToStaticMarkup } from 'react-dom/server';
import { ThreadButton } from '../src/components/request-thread-button';

test('when a thread has unread messages, then the button says how many, and the thread is not mounted until opened', () => {
  const html = renderToStaticMarkup(
    <ThreadButton title="Logo design" unread={2} open={false} onOpenChange={() => undefined}>
      <p>the thread</p>
    </ThreadButton>,
  );
  expect(html).toContain('data-testid="open-thread"');
  expect(html).toContain(
    'Messages<span class="unread-badge" data-testid="unread-badge">2<span class="visually-hidden"> unread</span></span>',
  );
  expect(html).not.toContain('the thread');
  expect(html).not.toContain('<dialog');
});

test('when a link opens the thread at once, then the dialog holds it under "Messages · <title>" and no badge shows for none unread', () => {
  const html = renderToStaticMarkup(
    <ThreadButton title="Logo design" unread={0} open onOpenChange={() => undefined}>
      <p>the thread</p>
    </ThreadButton>,
  );
  expect(html).toContain('Messages · Logo design');
  expect(html).toContain('<p>the thread</p>');
  expect(html).not.toContain('unread-badge');
});
