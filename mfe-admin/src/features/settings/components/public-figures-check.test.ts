import { expect, test } from '@jest/globals';
import { parseFigures } from './public-figures-check';

test('when every figure is a whole number within bounds, then they are numbers', () => {
  expect(parseFigures({ teamMembers: ' 21 ', departments: '5', clients: '0' })).toEqual({
    figures: { teamMembers: 21, departments: 5, clients: 0 },
  });
});

test('when a figure is blank, negative, a fraction or past 10000, then the rule is shown', () => {
  const rule = { problem: 'Each figure must be a whole number from 0 to 10000.' };
  for (const bad of ['', '-1', '2.5', '10001', 'ten']) {
    expect(parseFigures({ teamMembers: bad, departments: '5', clients: '10' })).toEqual(rule);
  }
});
