import type { DomainUsage } from '@agency/contracts/browser';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the admin reads before a delete: the confirm question when it can go ahead, else why not
 * (members with no other domain; the server refuses them too).
 */
export function describeDomainDelete(usage: DomainUsage): { blocked: string } | { confirm: string } {
  const stranded = usage.membersWithoutOtherDomain.map((m) => m.name);
  if (stranded.length > 0) {
    const who = stranded.length === 1 ? `${stranded[0]} has` : `${stranded.length} members have (${stranded.join(', ')})`;
    return { blocked: `${usage.name} cannot be deleted: ${who} no other domain. Give them another domain in Team Management first.` };
  }
  const requests =
    usage.requests === null
      ? 'an unknown number of service requests (the count is unavailable right now)'
      : count(usage.requests, 'service request', 'service requests');
  return {
    confirm:
      `Delete ${usage.name}? It is used by ${count(usage.members, 'member', 'members')}, ${count(usage.clients, 'client', 'clients')} and ${requests}. ` +
      'Members keep their other domains; clients and requests keep the name they recorded.',
  };
}
