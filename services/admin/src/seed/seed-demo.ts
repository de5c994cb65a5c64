import type { DomainRepository } from '../domains/domain-repository';
import type { MemberProfileRepository } from '../members/member-profile-repository';
import { DEMO_DOMAINS, DEMO_MEMBERS } from './demo-data';
import type { SeedMarkerRepository } from './seed-marker-repository';

const MARKER = 'admin-demo-v1';

interface Deps {
  domains: DomainRepository;
  members: MemberProfileRepository;
  markers: SeedMarkerRepository;
}

/**
 * Seeds the demo domains and members once. Every insert is an upsert and the marker is written
 * last, so a crash half-way is repaired by the next start and a finished seed never runs again.
 */
export async function seedDemoData(deps: Deps): Promise<boolean> {
  if (await deps.markers.has(MARKER)) return false;
  for (const name of DEMO_DOMAINS) await deps.domains.ensure(name);
  const byName = new Map((await deps.domains.listByName()).map((d) => [d.name, d.id]));
  for (const { domainNames, ...profile } of DEMO_MEMBERS) {
    const domainIds = domainNames.flatMap((name) => byName.get(name) ?? []);
    await deps.members.ensureByEmpId({ ...profile, domainIds });
  }
  await deps.markers.record(MARKER);
  return true;
}
