/// <reference types="jest" />
import { takeResourceHints } from '../src/server-html';

describe("React's resource hints in a page's markup", () => {
  test('when renderToString put a picture preload before the page, then it goes to the head and the markup starts with the page', () => {
    const hint = '<link rel="preload" as="image" href="/api/admin/members/1/avatar"/>';
    const page = '<!--$--><div class="container"><img src="/api/admin/members/1/avatar" alt=""/></div><!--/$-->';
    expect(takeResourceHints(`${hint}${page}`)).toEqual({ hints: hint, markup: page });
  });

  test('when the markup has no hints, then it is left whole; a link inside the page stays where it is', () => {
    const page = '<!--$--><p>x</p><link rel="stylesheet" href="/a.css"/><!--/$-->';
    expect(takeResourceHints(page)).toEqual({ hints: '', markup: page });
  });
});
