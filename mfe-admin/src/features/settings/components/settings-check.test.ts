import { expect, test } from '@jest/globals';
import { findSettingsProblem, passwordNotChangedReason, wantsPasswordChange } from './settings-check';

const filled = { name: 'Admin', email: 'admin@agency.local', currentPassword: '', newPassword: '', confirmPassword: '' };

test('when name or email is blank, then "Name and email are required."', () => {
  expect(findSettingsProblem({ ...filled, name: '  ' })).toBe('Name and email are required.');
  expect(findSettingsProblem({ ...filled, email: '' })).toBe('Name and email are required.');
});

test('when the new password differs from its confirmation, then the spec text', () => {
  expect(findSettingsProblem({ ...filled, newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' })).toBe(
    'New password and confirm password do not match.',
  );
});

test('when only one of current and new is filled, then no password call', () => {
  expect(wantsPasswordChange({ ...filled, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(false);
  expect(wantsPasswordChange({ ...filled, currentPassword: 'old' })).toBe(false);
  expect(wantsPasswordChange({ ...filled, currentPassword: 'old', newPassword: 'abcdefgh' })).toBe(true);
  expect(findSettingsProblem(filled)).toBeNull();
});

test('when new and confirm are filled without the current password, then the page says the password was not changed', () => {
  expect(passwordNotChangedReason({ ...filled, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(
    'Password not changed: enter your current password to change it.',
  );
  expect(passwordNotChangedReason({ ...filled, currentPassword: 'old', newPassword: 'abcdefgh' })).toBeNull();
  expect(passwordNotChangedReason(filled)).toBeNull();
});
