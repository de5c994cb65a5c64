import {
  contactBodySchema,
  createDomainBodySchema,
  loginBodySchema,
  pageQuerySchema,
  signupBodySchema,
  toDomainSlug,
  tokenClaimsSchema,
  updateProfileBodySchema,
} from '../src';

const CONTACT = { name: 'Zoë', email: 'zoe@example.com', subject: 'Hello', message: 'A website, please.' };

describe('contracts', () => {
  test('when a page limit is absurd, missing or not a number, then it is clamped to 1..100 or 50, not refused', () => {
    expect(['100000', '0', '-3', 'lots', undefined].map((limit) => pageQuerySchema.parse({ limit }).limit)).toEqual([100, 1, 1, 50, 50]);
    expect(pageQuerySchema.safeParse({ cursor: 'x'.repeat(501) }).success).toBe(false);
  });

  test('when a domain name is padded, then the body holds it trimmed', () => {
    expect(createDomainBodySchema.parse({ name: '  IOT  ' })).toEqual({ name: 'IOT' });
  });

  test('when a domain name is only spaces, then it is refused with a readable message', () => {
    const result = createDomainBodySchema.safeParse({ name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Domain name is required');
  });

  test('when a signup e-mail has capitals and spaces, then it is normalised before the format check', () => {
    const body = signupBodySchema.parse({ name: ' Ana ', email: '  Ana@Example.COM ', password: 'x-long-pw' });
    expect(body).toEqual({ name: 'Ana', email: 'ana@example.com', password: 'x-long-pw' });
  });

  test('when a signup e-mail is not an address, then it is refused', () => {
    expect(signupBodySchema.safeParse({ name: 'A', email: 'nope', password: 'x' }).success).toBe(false);
  });

  test('when login names an unknown role, then it is refused', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.c', password: 'x', role: 'root' }).success).toBe(false);
  });

  test('when a token lacks the firstLogin claim, then it reads as false', () => {
    const claims = tokenClaimsSchema.parse({ sub: '1', role: 'user', name: 'A', email: 'a@b.c' });
    expect(claims.firstLogin).toBe(false);
  });

  test('when a domain name has inner spaces, then its slug is hyphenated lower case', () => {
    expect(toDomainSlug(' Software Development ')).toBe('software-development');
  });

  test('when a domain name has a slash, doubled spaces or hyphens, then the slug is one hyphen per gap and never has a slash', () => {
    expect(toDomainSlug('UI/UX Design')).toBe('ui-ux-design');
    expect(new Set(['Digital  Marketing', 'Digital-Marketing', ' digital marketing ', 'Digital / Marketing'].map(toDomainSlug))).toEqual(
      new Set(['digital-marketing']),
    );
    expect(toDomainSlug('R&D: Café')).toBe('r-d-café');
  });
});

describe('password bounds', () => {
  test('when a password is over 72 UTF-8 bytes, then it is refused even under 72 characters', () => {
    const result = signupBodySchema.safeParse({ name: 'A', email: 'a@b.co', password: 'é'.repeat(40) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password is too long (at most 72 bytes)');
    expect(signupBodySchema.safeParse({ name: 'A', email: 'a@b.co', password: 'e'.repeat(72) }).success).toBe(true);
  });
});

describe('phone numbers (the profile and the contact form)', () => {
  test.each(['', '+91 98765-43210', '(0731) 255 1234', '0731.2551234'])('when the phone is %p, then it is accepted', (phone) => {
    expect(updateProfileBodySchema.safeParse({ phone }).success).toBe(true);
    expect(contactBodySchema.safeParse({ ...CONTACT, phone }).success).toBe(true);
  });

  test.each(['abc', '12-ab-34', '+++---', '12345'])('when the phone is %p, then both refuse it with the rule', (phone) => {
    for (const result of [updateProfileBodySchema.safeParse({ phone }), contactBodySchema.safeParse({ ...CONTACT, phone })]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter a phone number (digits, spaces, + or -)');
    }
  });
});

describe('names a person types for their own account', () => {
  test.each([
    ['a zero-width space', 'Ad\u200Bmin'],
    ['a right-to-left override', 'Ana\u202Enimda'],
    ['a bidi isolate', 'Ana\u2067x\u2069'],
    ['a byte order mark inside', 'An\uFEFFa'],
  ])('when a name holds %s, then sign-up and profile refuse it with a readable message', (_what, name) => {
    const message = 'Name must not contain invisible or text-direction characters';
    const signup = signupBodySchema.safeParse({ name, email: 'a@b.co', password: 'x-long-pw' });
    expect(signup.error?.issues.map((issue) => issue.message)).toEqual([message]);
    expect(updateProfileBodySchema.safeParse({ name }).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  test('when a name needs a zero-width joiner or non-joiner (Persian, Indic scripts), then it is accepted', () => {
    expect(signupBodySchema.parse({ name: 'می\u200Cخواهم', email: 'a@b.co', password: 'x-long-pw' }).name).toBe('می\u200Cخواهم');
    expect(updateProfileBodySchema.parse({ name: 'क्\u200Dष' }).name).toBe('क्\u200Dष');
  });
});
