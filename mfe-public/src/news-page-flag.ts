// Whether this build ships the small news page (rspack.config.ts defines the flag from PUBLIC_NEWS_PAGE=1;
// false wherever the build did not set it, as in tests). Its own module: the pages map imports this, not the
// whole route list.
declare const __PUBLIC_NEWS_PAGE__: boolean | undefined;

export const WITH_NEWS_PAGE = typeof __PUBLIC_NEWS_PAGE__ !== 'undefined' && __PUBLIC_NEWS_PAGE__ === true;
