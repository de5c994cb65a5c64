/**
 * `pathname` as the shell's router matches it: `/team/` is `/team`. The server renders a page, and names the
 * data it used, by this spelling; the browser's own URL keeps the slash the visitor typed.
 */
export function routerPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
