// The public team pages show the member's picture from the address the admin types; one that does not
// load shows initials there, so the admin is told at once, while the form is still open to correct it.

/** Long enough for a slow image host, short enough for a dialog someone is waiting on. */
export const PICTURE_CHECK_MS = 8000;

export const PICTURE_DID_NOT_LOAD = 'The picture at this address did not load. Check the Picture URL, or leave it empty to show initials.';

/** Resolves when the browser can show the picture at `url`; rejects with the sentence above when it cannot. */
export function assertPictureLoads(url: string, timeoutMs = PICTURE_CHECK_MS): Promise<void> {
  if (!url.trim()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = new Image();
    const fail = () => {
      clearTimeout(timer);
      probe.src = '';
      reject(new Error(PICTURE_DID_NOT_LOAD));
    };
    const timer = setTimeout(fail, timeoutMs);
    probe.onload = () => {
      clearTimeout(timer);
      if (probe.naturalWidth > 0) resolve();
      else fail();
    };
    probe.onerror = fail;
    probe.src = url.trim();
  });
}
