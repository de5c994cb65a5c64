/// <reference types="jest" />
import { EMPTY_CONTACT, firstInvalidField, toContactBody, validateContact } from './contact-fields';

const filled = { name: 'Asha', email: 'asha@example.com', phone: '', subject: 'Website', message: 'Hello' };

test('when every required field is blank, then each one says it is required and phone stays optional', () => {
  expect(validateContact(EMPTY_CONTACT)).toEqual({
    name: 'Name is required',
    email: 'Email is required',
    subject: 'Subject is required',
    message: 'Message is required',
  });
});

test('when the form is filled in, then there is nothing to report', () => {
  expect(validateContact(filled)).toEqual({});
  expect(validateContact({ ...filled, phone: '+91 731-400 2025' })).toEqual({});
});

test('when the e-mail has no @ or the phone has letters, then that field is flagged', () => {
  expect(validateContact({ ...filled, email: 'asha.example.com' }).email).toBe('Enter a valid email address');
  expect(validateContact({ ...filled, phone: 'call me' }).phone).toMatch(/phone number/);
});

test('when the form is sent, then the values go out trimmed', () => {
  expect(toContactBody({ ...filled, name: '  Asha ', message: ' Hi\n' })).toMatchObject({ name: 'Asha', message: 'Hi' });
});

test('when an early field has a bad value and a later one is empty, then the first flagged field in the form is the early one', () => {
  expect(firstInvalidField(validateContact({ ...filled, email: 'asha', subject: '' }))).toBe('email');
  expect(firstInvalidField(validateContact({ ...filled, phone: 'call me', message: '' }))).toBe('phone');
  expect(firstInvalidField(validateContact(filled))).toBeUndefined();
});
