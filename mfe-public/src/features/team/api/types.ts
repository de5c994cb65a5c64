// Shapes from docs/interfaces.md; to be replaced by @agency/contracts types once that package exports them.
export interface Domain {
  domain_id: string;
  name: string;
  /** The team page's address part; absent from an admin service older than stored slugs. */
  slug?: string;
}

export interface TeamMember {
  member_id: string;
  name: string;
  empId?: string;
  pic?: string;
  description?: string;
  /** A list, or comma-separated text in older records (spec section 3). */
  skillTags?: string[] | string;
  domains?: Domain[];
}
