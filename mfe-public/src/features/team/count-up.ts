// Spec section 9: the team counters count up over about a second, at least 10 ms per step.
export const COUNT_UP_MS = 1000;
export const MIN_STEP_MS = 10;

/** How often to tick and by how much, so 0 → target takes about COUNT_UP_MS whatever the target. */
export function countUpPlan(target: number): { stepMs: number; increment: number; steps: number } {
  if (target <= 0) return { stepMs: MIN_STEP_MS, increment: 0, steps: 0 };
  const steps = Math.min(target, Math.floor(COUNT_UP_MS / MIN_STEP_MS));
  return { stepMs: Math.max(MIN_STEP_MS, Math.floor(COUNT_UP_MS / steps)), increment: target / steps, steps };
}

/** The value shown after `step` ticks: whole numbers, ending exactly on the target. */
export function valueAtStep(target: number, step: number): number {
  const { increment, steps } = countUpPlan(target);
  return step >= steps ? target : Math.round(increment * step);
}
