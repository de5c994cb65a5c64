/// <reference types="jest" />
import { initials } from './initials';

test('when a name has a title or several parts, then the placeholder shows the first two initials', () => {
  expect(initials('Priya Verma')).toBe('PV');
  expect(initials('Dr. Neha Joshi')).toBe('NJ');
  expect(initials('anil kumar singh')).toBe('AK');
  expect(initials('   ')).toBe('?');
});
