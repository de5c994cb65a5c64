import { DEFAULT_PUBLIC_FIGURES, type PublicFigures, type PublicFiguresSettings } from '@agency/contracts';
import type { PublicFiguresRepository } from './public-figures-repository';

interface Counted {
  count: () => Promise<number>;
}

/** The figures, and the live counts the Settings card shows beside them. */
export interface PublicFiguresDeps {
  figures: PublicFiguresRepository;
  members: Counted;
  domains: Counted;
  clients: Counted;
}

/** What the public /team counters show: the admin's figures, the spec's 21 / 5 / 10 until there are some. */
export async function showPublicFigures(deps: { figures: PublicFiguresRepository }): Promise<PublicFigures> {
  return (await deps.figures.find()) ?? { ...DEFAULT_PUBLIC_FIGURES };
}

/** The Settings card: the public figures beside the live counts, so the admin can keep them true. */
export async function showPublicFiguresSettings(deps: PublicFiguresDeps): Promise<PublicFiguresSettings> {
  const [figures, teamMembers, departments, clients] = await Promise.all([
    showPublicFigures(deps),
    deps.members.count(),
    deps.domains.count(),
    deps.clients.count(),
  ]);
  return { ...figures, live: { teamMembers, departments, clients } };
}

/** `figures` arrive validated (contract schema: whole numbers within bounds). */
export async function updatePublicFigures(deps: { figures: PublicFiguresRepository }, figures: PublicFigures): Promise<PublicFigures> {
  await deps.figures.save(figures);
  return figures;
}
