/** Spec §9: the project domains and statuses; Completed is ours (the dashboard counts it). */
export const PROJECT_DOMAINS = ['Web Development', 'Mobile Apps', 'Digital Marketing'] as const;
export const PROJECT_STATUSES = ['Active', 'Inactive', 'Completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
