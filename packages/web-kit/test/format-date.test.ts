import { formatDateTime } from '../src';

describe('formatDateTime (spec section 9: en-US short with hour and minute)', () => {
  const afternoon = new Date(2025, 0, 5, 15, 4).toISOString();

  test('when a request date is shown, then it reads like "Jan 5, 2025, 3:04 PM"', () => {
    expect(formatDateTime(afternoon)).toBe('Jan 5, 2025, 3:04 PM');
  });

  test('when the date is not a date, then nothing is shown rather than "Invalid Date"', () => {
    expect(formatDateTime('soon')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
