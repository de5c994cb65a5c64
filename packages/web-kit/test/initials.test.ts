import { initials } from '../src/initials';

test('when a name has several words or a title, then the first and last word give the initials', () => {
  expect(initials('Priya Verma')).toBe('PV');
  expect(initials('Dr. Neha Joshi')).toBe('NJ');
  expect(initials('anil kumar singh')).toBe('AS');
  expect(initials('  cher ')).toBe('C');
});

test('when there is no name, then a question mark', () => {
  expect(initials('')).toBe('?');
  expect(initials('   ')).toBe('?');
});

test('when a name has an emoji, a combining accent or a flag, then whole characters, never half of one', () => {
  expect(initials('Zoë QA 😀')).toBe('Z😀');
  expect(initials('\u0045\u0301mile Zola')).toBe('\u0045\u0301Z');
  expect(initials('🇮🇳 team')).toBe('🇮🇳T');
  expect(initials('👩‍💻 Dev')).toBe('👩‍💻D');
  expect(initials('ñandu élan')).toBe('ÑÉ');
});
