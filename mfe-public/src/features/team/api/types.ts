import type { Domain } from '@agency/contracts/browser';

/** A member card as the team page reads it: older records may lack fields or hold skill tags as comma text. */
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
