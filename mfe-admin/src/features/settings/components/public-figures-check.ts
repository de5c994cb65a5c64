import { PUBLIC_FIGURE_MAX, PUBLIC_FIGURE_PROBLEM, type PublicFigures } from '@agency/contracts/browser';

export type FiguresForm = Record<keyof PublicFigures, string>;

/** The typed figures as numbers, or the rule they break (the server checks the same rule). */
export function parseFigures(form: FiguresForm): { figures: PublicFigures } | { problem: string } {
  const figures = {} as PublicFigures;
  for (const key of Object.keys(form) as Array<keyof PublicFigures>) {
    const text = form[key].trim();
    const value = Number(text);
    if (!/^\d+$/.test(text) || value > PUBLIC_FIGURE_MAX) return { problem: PUBLIC_FIGURE_PROBLEM };
    figures[key] = value;
  }
  return { figures };
}
