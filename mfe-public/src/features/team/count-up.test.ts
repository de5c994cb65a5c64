/// <reference types="jest" />
import { countUpPlan, valueAtStep } from './count-up';

test('when the target is small, then it counts one by one over about a second', () => {
  expect(countUpPlan(21)).toEqual({ stepMs: 47, increment: 1, steps: 21 });
  expect(countUpPlan(5).stepMs * 5).toBeLessThanOrEqual(1000);
});

test('when the target is large, then a step never takes less than 10 ms and it still ends near a second', () => {
  const plan = countUpPlan(5000);
  expect(plan.stepMs).toBeGreaterThanOrEqual(10);
  expect(plan.steps * plan.stepMs).toBeLessThanOrEqual(1000);
  expect(valueAtStep(5000, plan.steps)).toBe(5000);
  expect(valueAtStep(5000, 1)).toBe(50);
});

test('when the target is zero, then there is nothing to count', () => {
  expect(countUpPlan(0).steps).toBe(0);
  expect(valueAtStep(0, 0)).toBe(0);
});
