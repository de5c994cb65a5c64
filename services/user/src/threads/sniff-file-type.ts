import type { ThreadFileType } from '@agency/contracts';

/** How much of a file's start is kept to recognise it (an Office file names its parts near the start). */
export const SNIFF_BYTES = 64 * 1024;

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const OLD_OFFICE: Record<string, ThreadFileType> = { xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

// An Office Open XML file is a ZIP whose part names say what it is; the ZIP's local headers carry them.
function officeOrZip(head: Buffer): ThreadFileType {
  const names = head.toString('latin1');
  if (names.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (names.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (names.includes('ppt/')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return 'application/zip';
}

// Plain text: valid UTF-8 without NUL or other control bytes than tab, line breaks and form feed.
function isPlainText(head: Buffer, complete: boolean): boolean {
  if (head.length === 0) return false;
  // A multi-byte character cut at the end of the sniffed part is not a decoding error.
  const sample = complete ? head : head.subarray(0, Math.max(0, head.length - 3));
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
  } catch {
    return false;
  }
  return !sample.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c);
}

/**
 * The type a file's content shows, whatever its name or the uploader's claim says; null for anything
 * the thread does not accept. The name only tells apart kinds whose content is one container
 * (the old Office formats share one).
 */
export function sniffFileType(head: Buffer, name: string, complete: boolean): ThreadFileType | null {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return officeOrZip(head);
  if (startsWith(head, OLE)) return OLD_OFFICE[extensionOf(name)] ?? 'application/msword';
  if (isPlainText(head, complete)) return 'text/plain';
  return null;
}

export const isImage = (type: ThreadFileType) => type.startsWith('image/');
