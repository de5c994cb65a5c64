import { expect, test } from '@jest/globals';
import { ADD_CLIENT_REQUIRED } from '@agency/contracts/browser';
import { EMPTY_CLIENT, checkClient, formatAddedDate, toCreateClientBody } from './client-form';

const filled = { clientName: ' Acme ', domain: 'IOT', description: ' Sensors for farms ' };

test('when any of the three fields is blank, then "Please fill all required fields"', () => {
  expect(checkClient(EMPTY_CLIENT)).toBe('Please fill all required fields');
  expect(checkClient({ ...filled, clientName: '  ' })).toBe(ADD_CLIENT_REQUIRED);
  expect(checkClient({ ...filled, domain: '' })).toBe(ADD_CLIENT_REQUIRED);
  expect(checkClient({ ...filled, description: '\n' })).toBe(ADD_CLIENT_REQUIRED);
  expect(checkClient(filled)).toBeNull();
});

test('when the form is sent, then the texts are trimmed and the domain is its name', () => {
  expect(toCreateClientBody(filled)).toEqual({ clientName: 'Acme', domain: 'IOT', description: 'Sensors for farms' });
});

test('when a client is listed, then its date reads like "Jan 5, 2025", and a bad date shows nothing', () => {
  expect(formatAddedDate('2025-01-05T12:00:00.000Z')).toBe('Jan 5, 2025');
  expect(formatAddedDate('not a date')).toBe('');
});
