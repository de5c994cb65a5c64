import type { ThreadFileType } from '@agency/contracts';

/**
 * The extensions a name may end in for each kind of content; the first is the one added to any other
 * name. An allow-list per recognised type rather than a list of bad extensions: the content was judged
 * already, so the name only has to say what the content is (a ZIP named .jar runs as Java, an OLE file
 * named .msi installs, a text file named .bat or .hta runs, one named .html or .svg opens as a page).
 */
export const SAFE_EXTENSIONS: Record<ThreadFileType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'text/plain': ['txt', 'md', 'csv', 'log', 'json'],
  'application/zip': ['zip'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
};

const MAX_NAME_LENGTH = 200;
// Control characters, bidi overrides and isolates, zero-width and other invisible characters, line and
// paragraph separators: they make a name show differently from how it is saved ("…fdp.bat" shown as "…tab.pdf").
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;
// Path separators; Windows drops dots and spaces at the end of a name, so "a.bat." saves as "a.bat".
const PATH_PARTS = /[/\\]/g;
const LOOSE_ENDS = /^[\s.]+|[\s.]+$/gu;

/** A name as it will be saved: visible characters only, no path, no dots or spaces at its ends. */
export function cleanFileName(name: string): string {
  const clean = name.normalize('NFC').replace(INVISIBLE, '').replace(PATH_PARTS, '_').replace(/\s+/gu, ' ').replace(LOOSE_ENDS, '');
  return clean.slice(-MAX_NAME_LENGTH).replace(LOOSE_ENDS, '') || 'file';
}

/** The name a file is stored, listed and downloaded under: cleaned, and ending in an extension that fits its content. */
export function safeFileName(name: string, type: ThreadFileType): string {
  const clean = cleanFileName(name);
  const extension = /\.([^.]+)$/.exec(clean)?.[1]?.toLowerCase() ?? '';
  const allowed = SAFE_EXTENSIONS[type];
  return allowed.includes(extension) ? clean : `${clean}.${allowed[0]}`;
}
