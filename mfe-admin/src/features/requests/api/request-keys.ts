/** The admin's request lists in the query cache; a change to requests invalidates `all`. */
export const requestKeys = {
  all: ['admin', 'requests'],
  pending: ['admin', 'requests', 'pending'],
  awaiting: ['admin', 'requests', 'awaiting'],
  underWay: ['admin', 'requests', 'under-way'],
  unstaffed: ['admin', 'requests', 'unstaffed'],
} as const;
