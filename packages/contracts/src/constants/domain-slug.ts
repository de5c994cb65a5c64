/**
 * The spec's /team/{slug}: lower-cased, trimmed and hyphenated. Every run of characters that is not a
 * letter or digit (spaces, "-", "/", "&", ...) is one hyphen, so "UI/UX Design" is ui-ux-design (a "/"
 * cannot break the URL) and "Digital  Marketing", "Digital-Marketing" and "Digital Marketing" are one
 * slug, which is what domain uniqueness is decided by.
 */
export function toDomainSlug(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
