export const TASK_STATUSES = ['Pending', 'In progress', 'Completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_HISTORY_DEFAULT_LIMIT = 10;
export const TASK_HISTORY_MAX_LIMIT = 50;

/** Ranges the member home offers; the server accepts any whole number of days up to a year. */
export const TASK_STATS_RANGES = [7, 30, 90] as const;
