import { NEW_PASSWORD_RULE, newPasswordPairProblem } from '../src/password-rules';

test('when the confirmation differs, then the spec text (or the page own text) comes first', () => {
  expect(newPasswordPairProblem('abc', 'abd')).toBe('Passwords do not match');
  expect(newPasswordPairProblem('abc', 'abd', "New passwords don't match!")).toBe("New passwords don't match!");
});

test('when both match but break the new-password rule, then the server rule text', () => {
  expect(newPasswordPairProblem('short', 'short')).toBe('Password must be at least 8 characters');
  expect(newPasswordPairProblem('é'.repeat(37), 'é'.repeat(37))).toBe('Password is too long (at most 72 bytes)');
});

test('when both match and follow the rule, then no problem', () => {
  expect(newPasswordPairProblem('long enough', 'long enough')).toBeNull();
});

test('when a form shows the rule up front, then it names the length the server refuses below', () => {
  expect(NEW_PASSWORD_RULE).toBe('At least 8 characters');
  expect(newPasswordPairProblem('x'.repeat(7), 'x'.repeat(7))).not.toBeNull();
  expect(newPasswordPairProblem('x'.repeat(8), 'x'.repeat(8))).toBeNull();
});
