/**
 * Saves bytes fetched with the bearer token as a file: a plain link cannot carry the token, so the page
 * fetches, then clicks a link to an object URL (freed once the browser has taken the file).
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
