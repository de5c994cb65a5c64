/** Above this a figure is a typo, not an agency's size (the counters count up to it in about a second). */
export const PUBLIC_FIGURE_MAX = 10_000;
/** Spec section 2: the /team counters count up to these until the admin sets others. */
export const DEFAULT_PUBLIC_FIGURES = { teamMembers: 21, departments: 5, clients: 10 } as const;
export const PUBLIC_FIGURE_PROBLEM = `Each figure must be a whole number from 0 to ${PUBLIC_FIGURE_MAX}.`;
