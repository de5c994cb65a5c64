import { expect, test } from '@jest/globals';
import { SESSION_TIMEOUT_HOURS } from '@agency/contracts';
import { SESSION_TIMEOUT_OPTIONS } from './session-timeout-options';

test('when the page offers session timeouts, then they are exactly the hours the server accepts', () => {
  expect(SESSION_TIMEOUT_OPTIONS).toEqual([...SESSION_TIMEOUT_HOURS]);
});
