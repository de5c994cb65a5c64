/** The member's tasks in the portal's query cache; a change to a task invalidates `all`. */
export const taskKeys = {
  all: ['portal', 'tasks'],
  current: ['portal', 'tasks', 'current'],
  stats: (range: number) => ['portal', 'tasks', 'stats', range],
  history: ['portal', 'tasks', 'history'],
  figures: ['portal', 'tasks', 'figures'],
} as const;
