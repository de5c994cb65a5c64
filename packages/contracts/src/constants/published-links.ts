/**
 * Stands in for one published link in the shell's server nav: the shell's build renders its bar around
 * this one link, and the gateway repeats it for each link the remotes publish, their address and label
 * put in.
 */
export const PUBLISHED_LINK_SLOT = { to: '/__published_link__', label: '__PUBLISHED_LINK__' } as const;
