import type { RequestRecord } from '../src/requests/request-repository';
import { taskTitleFor } from '../src/requests/request-name';

const request = (fields: Partial<RequestRecord>) =>
  ({
    service: 'Software Development',
    domainName: 'Web Apps',
    userName: 'Asha Patel',
    userEmail: 'asha@example.com',
    ...fields,
  }) as RequestRecord;

describe("a member's task title", () => {
  test('when the domain says more than the service, then the title has both and the customer', () => {
    expect(taskTitleFor(request({}))).toBe('Software Development (Web Apps) for Asha Patel');
  });

  test('when the domain is named like the service, then it is said once', () => {
    expect(taskTitleFor(request({ domainName: 'software development ' }))).toBe('Software Development for Asha Patel');
  });

  test('when the customer has no name, then the title names their e-mail', () => {
    expect(taskTitleFor(request({ userName: '', domainName: '' }))).toBe('Software Development for asha@example.com');
  });
});
