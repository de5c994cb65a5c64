import { expect, test } from '@jest/globals';
import type { AdminMember, ServiceRequest } from '@agency/contracts/browser';
import { ApiError } from '@agency/web-kit';
import {
  ALREADY_PROCESSED_TEXT,
  describeAssignment,
  describeRespondFailure,
  domainName,
  joinNames,
  orderForAssignment,
  requesterEmail,
  requesterName,
} from './request-texts';

const request = (over: Partial<ServiceRequest> = {}): ServiceRequest => ({
  req_id: 'r1',
  service: 'Technical Support',
  domain_id: 'd1',
  domain: { name: 'IOT' },
  description: '',
  status: 'PENDING',
  created_at: '2026-01-05T15:04:00.000Z',
  request_date: '2026-01-05T15:04:00.000Z',
  user: { id: 'u1', name: 'Rae', email: 'rae@example.com' },
  timeline: [],
  ...over,
});

test('when names, e-mail or domain are missing, then the spec labels stand in', () => {
  const bare = request({ domain: null, user: { id: 'u1', name: ' ', email: '' } });
  expect(requesterName(bare)).toBe('Unknown User');
  expect(requesterEmail(bare)).toBe('No email provided');
  expect(domainName(bare)).toBe('Unknown Domain');
  expect([requesterName(request()), requesterEmail(request()), domainName(request())]).toEqual(['Rae', 'rae@example.com', 'IOT']);
});

test('when another admin answered first (409), then the text names that and the row goes', () => {
  const failure = describeRespondFailure(
    new ApiError(409, 'REQUEST_ALREADY_PROCESSED', 'This request has already been processed'),
    'approved',
  );
  expect(failure).toEqual({ text: ALREADY_PROCESSED_TEXT, gone: true });
  expect(failure.text).toMatch(/already processed by another admin/);
});

test('when the answer fails otherwise, then the row stays and the reason is shown', () => {
  const failure = describeRespondFailure(
    new ApiError(503, 'DEPENDENCY_UNAVAILABLE', 'The service request system is unavailable.'),
    'rejected',
  );
  expect(failure).toEqual({ text: 'Failed to reject the request: The service request system is unavailable.', gone: false });
  expect(describeRespondFailure(new ApiError(404, 'NOT_FOUND', 'Request not found'), 'approved').gone).toBe(true);
});

test('when members are assigned, then the names are joined and tasks counted', () => {
  expect(joinNames(['Asha'])).toBe('Asha');
  expect(joinNames(['Asha', 'Ben', 'Chen'])).toBe('Asha, Ben and Chen');
  expect(describeAssignment(['Asha'], 1)).toBe('Assigned to Asha: 1 task in the member portal.');
  expect(describeAssignment(['Asha', 'Ben'], 2)).toBe('Assigned to Asha and Ben: 2 tasks in the member portal.');
});

test('when the picker lists members, then those who can log in come first, in the server order', () => {
  const m = (name: string, accountId: string | null) => ({ member_id: name, name, accountId }) as AdminMember;
  expect(orderForAssignment([m('A', null), m('B', 'x'), m('C', null), m('D', 'y')]).map((x) => x.name)).toEqual(['B', 'D', 'A', 'C']);
});
