import { seedOnce, type Logger, type SeedMarkers } from '@agency/server-kit';
import type { ClientRepository } from '../clients/client-repository';
import type { DomainRepository } from '../domains/domain-repository';
import type { MemberProfileRepository } from '../members/member-profile-repository';
import type { ProjectRepository } from '../projects/project-repository';
import { DEMO_DOMAINS, DEMO_MEMBERS } from './demo-data';
import { DEMO_CLIENTS, DEMO_PROJECTS } from './demo-projects';

interface Deps {
  domains: DomainRepository;
  members: MemberProfileRepository;
  markers: SeedMarkers;
  projects?: ProjectRepository;
  clients?: ClientRepository;
  logger?: Logger;
}

/**
 * Seeds the demo team (domains, members linked to the demo logins auth seeds with the same ids),
 * the sample projects and their clients, each set once and only while its collections are empty
 * (server-kit's seedOnce): what an admin deleted or renamed stays so. True when anything was added.
 */
export async function seedDemoData(deps: Deps): Promise<boolean> {
  const { markers, logger } = deps;
  const outcomes = [
    await seedOnce({
      markers,
      logger,
      key: 'admin-demo-v1',
      what: 'demo domains and team',
      isEmpty: async () => (await deps.domains.count()) === 0 && (await deps.members.count()) === 0,
      seed: () => seedTeam(deps),
    }),
  ];
  const { projects, clients } = deps;
  if (projects) {
    outcomes.push(
      await seedOnce({
        markers,
        logger,
        key: 'admin-projects-v1',
        what: 'sample projects',
        isEmpty: async () => (await projects.findPage({ q: '' }, null, 1)).total === 0,
        seed: async () => {
          for (const { seedKey, ...project } of DEMO_PROJECTS) await projects.ensureSeeded(seedKey, project);
        },
      }),
    );
  }
  if (clients) {
    outcomes.push(
      await seedOnce({
        markers,
        logger,
        key: 'admin-clients-v1',
        what: 'sample clients',
        isEmpty: async () => (await clients.count()) === 0,
        // insert() answers null for a name that exists, so finishing a crashed seed adds nothing twice.
        seed: async () => {
          for (const client of DEMO_CLIENTS) await clients.insert(client);
        },
      }),
    );
  }
  return outcomes.includes('seeded');
}

async function seedTeam({ domains, members }: Deps): Promise<void> {
  for (const name of DEMO_DOMAINS) await domains.ensure(name);
  const byName = new Map((await domains.listByName()).map((d) => [d.name, d.id]));
  for (const { domainNames, accountId, email, ...profile } of DEMO_MEMBERS) {
    const domainIds = domainNames.flatMap((name) => byName.get(name) ?? []);
    await members.ensureByEmpId({ ...profile, domainIds });
    // Its login (auth seeds it with the same id), so work can be assigned to the demo member.
    await members.linkAccountByEmpId(profile.empId, accountId, email);
  }
}
