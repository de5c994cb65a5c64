/// <reference types="jest" />
import { describeDomainDelete } from './delete-texts';

const usage = { domain_id: '1', name: 'IOT', members: 2, membersWithoutOtherDomain: [], clients: 1, requests: 4 };

test('when nothing would be stranded, then the confirm names every count', () => {
  expect(describeDomainDelete(usage)).toEqual({
    confirm:
      'Delete IOT? It is used by 2 members, 1 client and 4 service requests. Members keep their other domains; clients and requests keep the name they recorded.',
  });
  expect(describeDomainDelete({ ...usage, requests: null })).toMatchObject({
    confirm: expect.stringContaining('an unknown number of service requests'),
  });
});

test('when members have no other domain, then the delete is blocked with their names', () => {
  const one = describeDomainDelete({ ...usage, membersWithoutOtherDomain: [{ member_id: 'a', name: 'Rohan Patel' }] });
  expect(one).toEqual({
    blocked: 'IOT cannot be deleted: Rohan Patel has no other domain. Give them another domain in Team Management first.',
  });
  const two = describeDomainDelete({
    ...usage,
    membersWithoutOtherDomain: [
      { member_id: 'a', name: 'Rohan Patel' },
      { member_id: 'b', name: 'Asha Rao' },
    ],
  });
  expect(two).toMatchObject({ blocked: expect.stringContaining('2 members have (Rohan Patel, Asha Rao) no other domain') });
});
