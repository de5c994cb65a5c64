import { expect, test } from '@jest/globals';
import {
  BUDGET_INVALID,
  EMPTY_PROJECT,
  PROJECT_REQUIRED,
  checkProject,
  formatBudget,
  paymentTone,
  toCreateProjectBody,
} from './project-form';

const filled = { ...EMPTY_PROJECT, name: 'Shop', client: 'Acme', domain: 'Web Development' };

test('when name, client or domain is missing, then a clear message instead of silence', () => {
  expect(checkProject(EMPTY_PROJECT)).toBe(PROJECT_REQUIRED);
  expect(checkProject({ ...filled, name: ' ' })).toBe(PROJECT_REQUIRED);
  expect(checkProject({ ...filled, client: '' })).toBe(PROJECT_REQUIRED);
  expect(checkProject({ ...filled, domain: '' })).toBe(PROJECT_REQUIRED);
  expect(checkProject(filled)).toBeNull();
});

test('when the budget is not a number or negative, then the form says so', () => {
  expect(checkProject({ ...filled, budget: 'lots' })).toBe(BUDGET_INVALID);
  expect(checkProject({ ...filled, budget: '-5' })).toBe(BUDGET_INVALID);
  expect(checkProject({ ...filled, budget: '12000' })).toBeNull();
});

test('when the project is sent, then team is split and trimmed, budget a number, an empty payment none', () => {
  expect(toCreateProjectBody({ ...filled, team: ' Ana , ,Bo,', budget: '12000', payment: '  ', status: 'Inactive' })).toEqual({
    name: 'Shop',
    client: 'Acme',
    domain: 'Web Development',
    status: 'Inactive',
    team: ['Ana', 'Bo'],
    budget: 12000,
    payment: null,
  });
  expect(toCreateProjectBody({ ...filled, payment: ' Paid ' })).toMatchObject({ budget: 0, team: [], payment: 'Paid' });
});

test('when a budget is shown, then in dollars with thousands separators', () => {
  expect(formatBudget(12000)).toBe('$12,000');
  expect(formatBudget(0)).toBe('$0');
  expect(formatBudget(1250.5)).toBe('$1,250.50');
});

test('when a payment is Paid or Pending, then its badge is green or yellow; others neutral', () => {
  expect(paymentTone('Paid')).toBe('badge--success');
  expect(paymentTone('pending')).toBe('badge--warning');
  expect(paymentTone('Invoiced')).toBe('');
});
