import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFloorServer, withoutScripts } from './floor-server';

const PAGE =
  '<!doctype html><html><head><link rel="modulepreload" href="/main.1.js"><link rel="stylesheet" href="/app.css">' +
  '<script id="mf-config" type="application/json">{"remotes":[]}</script><script type="module" src="/main.1.js"></script></head>' +
  '<body><div id="root"><h1>Our Core Domains</h1></div><script>window.x = 1;</script></body></html>';

test('when a page is served as its floor, then every script and module preload is gone and its markup and CSS stay', () => {
  const floor = withoutScripts(PAGE);
  expect(floor).not.toMatch(/<script|modulepreload/i);
  expect(floor).toContain('<h1>Our Core Domains</h1>');
  expect(floor).toContain('<link rel="stylesheet" href="/app.css">');
});

test("when the floor server is asked for a page and its CSS, then the page comes without scripts and the CSS as the stack's", async () => {
  const stack = http.createServer((req, res) => {
    if (req.url === '/app.css') return res.writeHead(200, { 'content-type': 'text/css' }).end('h1{color:red}');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => stack.listen(0, '127.0.0.1', resolve));
  const floor = await startFloorServer(`http://127.0.0.1:${(stack.address() as AddressInfo).port}`);
  try {
    const page = await fetch(`${floor.url}/about`);
    expect(await page.text()).toBe(withoutScripts(PAGE));
    expect(await (await fetch(`${floor.url}/app.css`)).text()).toBe('h1{color:red}');
  } finally {
    await floor.close();
    stack.close();
  }
});
