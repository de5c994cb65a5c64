// Shapes from docs/interfaces.md; to be replaced by @agency/contracts types once that package exports them.
export interface Domain {
  domain_id: string;
  name: string;
  /** Its public team page is /team/{slug}; absent from an admin service older than stored slugs. */
  slug?: string;
}
