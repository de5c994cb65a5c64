// The text of the server entry's own stylesheet (the CSS of every public page, in the cascade's order)
// exists only once the build has emitted it, after the entry's code is compiled. So the code names this
// stand-in, and the build (rspack.prerender.ts) puts the stylesheet's text in its place.
export const ALL_PAGES_CSS = '__ALL_PAGES_CSS__';
