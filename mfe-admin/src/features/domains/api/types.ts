// Shapes from docs/interfaces.md; to be replaced by @agency/contracts types once that package exports them.
export interface Domain {
  domain_id: string;
  name: string;
}
