import { DEMO_MEMBER_ACCOUNTS } from '@agency/server-kit';
import type { ClientRepository } from '../clients/client-repository';
import type { DomainRepository } from '../domains/domain-repository';
import type { MemberProfileRepository } from '../members/member-profile-repository';
import type { ProjectRepository } from '../projects/project-repository';
import { DEMO_DOMAINS, DEMO_MEMBERS } from './demo-data';
import { DEMO_CLIENTS, DEMO_PROJECTS } from './demo-projects';
import type { SeedMarkerRepository } from './seed-marker-repository';

const MARKER = 'admin-demo-v1';
const PROJECTS_MARKER = 'admin-projects-v1';
const CLIENTS_MARKER = 'admin-clients-v1';
const ACCOUNTS_MARKER = 'admin-demo-accounts-v1';

interface Deps {
  domains: DomainRepository;
  members: MemberProfileRepository;
  markers: SeedMarkerRepository;
  projects?: ProjectRepository;
  clients?: ClientRepository;
}

/**
 * Seeds the demo domains, members and projects once. Every insert is an upsert and each marker is
 * written last, so a crash half-way is repaired by the next start and a finished seed never runs
 * again (what an admin deleted stays deleted). Projects and clients have their own markers: databases seeded
 * before projects existed get them once too.
 */
export async function seedDemoData(deps: Deps): Promise<boolean> {
  const projectsSeeded = await seedDemoProjects(deps);
  const clientsSeeded = await seedDemoClients(deps);
  if (await deps.markers.has(MARKER)) return (await linkDemoAccounts(deps)) || projectsSeeded || clientsSeeded;
  for (const name of DEMO_DOMAINS) await deps.domains.ensure(name);
  const byName = new Map((await deps.domains.listByName()).map((d) => [d.name, d.id]));
  for (const { domainNames, ...profile } of DEMO_MEMBERS) {
    const domainIds = domainNames.flatMap((name) => byName.get(name) ?? []);
    await deps.members.ensureByEmpId({ ...profile, domainIds });
  }
  await deps.markers.record(MARKER);
  await linkDemoAccounts(deps);
  return true;
}

/** The demo profiles get their logins (auth seeds them with the same ids), so work can be assigned to them. */
async function linkDemoAccounts({ members, markers }: Deps): Promise<boolean> {
  if (await markers.has(ACCOUNTS_MARKER)) return false;
  for (const { empId, accountId, email } of DEMO_MEMBER_ACCOUNTS) await members.linkAccountByEmpId(empId, accountId, email);
  await markers.record(ACCOUNTS_MARKER);
  return true;
}

async function seedDemoProjects({ projects, markers }: Deps): Promise<boolean> {
  if (!projects || (await markers.has(PROJECTS_MARKER))) return false;
  for (const { seedKey, ...project } of DEMO_PROJECTS) await projects.ensureSeeded(seedKey, project);
  await markers.record(PROJECTS_MARKER);
  return true;
}

async function seedDemoClients({ clients, markers }: Deps): Promise<boolean> {
  if (!clients || (await markers.has(CLIENTS_MARKER))) return false;
  // insert() answers null for a name that exists, so a re-run after a crash adds nothing twice.
  for (const client of DEMO_CLIENTS) await clients.insert(client);
  await markers.record(CLIENTS_MARKER);
  return true;
}
