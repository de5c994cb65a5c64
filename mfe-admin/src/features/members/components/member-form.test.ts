import { expect, test } from '@jest/globals';
import { ADD_MEMBER_REQUIRED, splitTags, type AdminMember } from '@agency/contracts/browser';
import { EMPTY_NEW_MEMBER, checkEditMember, checkNewMember, toCreateMemberBody, toEditValues, toUpdateMemberBody } from './member-form';

const filled = { ...EMPTY_NEW_MEMBER, name: 'Nia Noor', email: 'nia@example.com', password: 'Welcome-123', domainIds: ['d1'] };

test('when name, email, password or every domain is missing, then the spec text', () => {
  expect(checkNewMember(EMPTY_NEW_MEMBER)).toBe('Name, email, password, and at least one domain are required.');
  expect(checkNewMember({ ...filled, name: '   ' })).toBe(ADD_MEMBER_REQUIRED);
  expect(checkNewMember({ ...filled, email: '' })).toBe(ADD_MEMBER_REQUIRED);
  expect(checkNewMember({ ...filled, password: '' })).toBe(ADD_MEMBER_REQUIRED);
  expect(checkNewMember({ ...filled, domainIds: [] })).toBe(ADD_MEMBER_REQUIRED);
  expect(checkNewMember(filled)).toBeNull();
});

test('when skill tags are typed with commas, then the body holds trimmed, non-empty tags', () => {
  expect(splitTags(' React, , Node.js ,')).toEqual(['React', 'Node.js']);
  const body = toCreateMemberBody({ ...filled, name: ' Nia Noor ', skillTags: 'Go,  Rust', empId: ' E9 ' });
  expect(body).toEqual({
    name: 'Nia Noor',
    email: 'nia@example.com',
    password: 'Welcome-123',
    empId: 'E9',
    pic: '',
    description: '',
    skillTags: ['Go', 'Rust'],
    domain_ids: ['d1'],
  });
});

test('when a member is edited, then the form starts from the profile and sends lists back', () => {
  const member: AdminMember = {
    version: 0,
    member_id: 'm1',
    name: 'Nia Noor',
    email: 'nia@example.com',
    accountId: 'a1',
    empId: 'E9',
    pic: '',
    description: 'Designer',
    about: '',
    skills: ['Figma'],
    languages: ['English', 'Hindi'],
    skillTags: ['UI'],
    domains: [{ domain_id: 'd1', name: 'Graphic Designing' }],
  };
  const values = toEditValues(member);
  expect(values.languages).toBe('English, Hindi');
  expect(values.domainIds).toEqual(['d1']);
  expect(toUpdateMemberBody({ ...values, about: ' Loves type. ', skills: 'Figma, Sketch' })).toMatchObject({
    about: 'Loves type.',
    skills: ['Figma', 'Sketch'],
    languages: ['English', 'Hindi'],
    domain_ids: ['d1'],
  });
  expect(checkEditMember({ ...values, domainIds: [] })).toBe('At least one domain is required');
});
