// Generated malformed requests for the bad-input suite: wrong types, missing and extra fields, query
// operators, huge and deeply nested values, oversized bodies, bad ids, cursors and limits, wrong
// content types and invalid JSON. Each case says what a well-behaved API must answer.

export type FieldKind = 'string' | 'email' | 'id' | 'number' | 'boolean' | 'string[]';

export interface BodyEndpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  auth?: 'admin' | 'user';
  fields: Record<string, FieldKind>;
  valid: Record<string, unknown>;
}

export interface BadCase {
  name: string;
  method: string;
  path: string;
  auth?: 'admin' | 'user';
  contentType?: string;
  rawBody?: string;
  /** 'client-error': 4xx with {error, code}; 'not-server-error': anything but 5xx, no leak. */
  expect: 'client-error' | 'not-server-error';
}

const wrongValues: Record<FieldKind, unknown[]> = {
  string: [12345, true, null, ['a'], { a: 1 }, ''],
  email: ['not-an-email', 42, null, ['a@b.co'], '@@', 'a'.repeat(400) + '@x.io'],
  id: ['not-an-id', 12, null, { a: 1 }, '0'.repeat(100)],
  number: ['ten', null, { a: 1 }, [], -1e308],
  boolean: ['true', 1, 0, null, [], { a: 1 }],
  'string[]': ['react', 5, [1, 2], [{ $gt: '' }], null],
};

const operators = [{ $gt: '' }, { $ne: null }, { $where: 'sleep(1000)' }, { $regex: '.*' }, { $expr: { $eq: [1, 1] } }];

function deepObject(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export function bodyCases(ep: BodyEndpoint): BadCase[] {
  const base = { method: ep.method, path: ep.path, auth: ep.auth };
  const json = (body: unknown) => JSON.stringify(body);
  const cases: BadCase[] = [
    { ...base, name: 'invalid JSON', rawBody: '{"name": ', contentType: 'application/json', expect: 'client-error' },
    {
      ...base,
      name: 'JSON array instead of an object',
      rawBody: json([ep.valid]),
      contentType: 'application/json',
      expect: 'client-error',
    },
    { ...base, name: 'empty object', rawBody: '{}', contentType: 'application/json', expect: 'client-error' },
    { ...base, name: 'a bare string', rawBody: '"hello"', contentType: 'application/json', expect: 'client-error' },
    { ...base, name: 'wrong content type (text/plain)', rawBody: json(ep.valid), contentType: 'text/plain', expect: 'client-error' },
    {
      ...base,
      name: 'form-encoded body',
      rawBody: 'name=x&email=y',
      contentType: 'application/x-www-form-urlencoded',
      expect: 'client-error',
    },
    {
      ...base,
      name: 'body over the size limit',
      rawBody: json({ ...ep.valid, pad: 'x'.repeat(300_000) }),
      contentType: 'application/json',
      expect: 'client-error',
    },
    {
      ...base,
      name: 'deeply nested value',
      rawBody: json({ ...ep.valid, [Object.keys(ep.fields)[0]!]: deepObject(2000) }),
      contentType: 'application/json',
      expect: 'client-error',
    },
    {
      ...base,
      name: 'extra fields (role, __proto__, $set)',
      rawBody: `{"role":"admin","isAdmin":true,"__proto__":{"polluted":1},"$set":{"role":"admin"},${json(ep.valid).slice(1)}`,
      contentType: 'application/json',
      expect: 'not-server-error',
    },
  ];
  for (const [field, kind] of Object.entries(ep.fields)) {
    const { [field]: _omitted, ...rest } = ep.valid;
    cases.push({ ...base, name: `missing ${field}`, rawBody: json(rest), contentType: 'application/json', expect: 'client-error' });
    for (const wrong of wrongValues[kind]) {
      cases.push({
        ...base,
        name: `${field} = ${JSON.stringify(wrong)?.slice(0, 40)}`,
        rawBody: json({ ...ep.valid, [field]: wrong }),
        contentType: 'application/json',
        expect: 'client-error',
      });
    }
    for (const op of operators) {
      cases.push({
        ...base,
        name: `${field} = operator ${JSON.stringify(op)}`,
        rawBody: json({ ...ep.valid, [field]: op }),
        contentType: 'application/json',
        expect: 'client-error',
      });
    }
    if (kind === 'string' || kind === 'email') {
      cases.push({
        ...base,
        name: `${field} huge (50k chars)`,
        rawBody: json({ ...ep.valid, [field]: 'y'.repeat(50_000) }),
        contentType: 'application/json',
        expect: 'client-error',
      });
    }
  }
  return cases;
}

export function idCases(method: string, pathWithId: (id: string) => string, auth?: 'admin' | 'user'): BadCase[] {
  const ids = [
    'not-an-id',
    '123',
    'ffffffffffffffffffffffff',
    '%7B%22%24gt%22%3A%22%22%7D',
    'a'.repeat(500),
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
  ];
  return ids.map((id) => ({
    name: `id ${id.slice(0, 30)}`,
    method,
    path: pathWithId(id),
    auth,
    expect: 'client-error' as const,
  }));
}

export function queryCases(path: string, params: Record<string, string[]>, auth?: 'admin' | 'user'): BadCase[] {
  return Object.entries(params).flatMap(([param, values]) =>
    values.map((value) => ({
      name: `${param}=${value.slice(0, 30)}`,
      method: 'GET',
      path: `${path}?${param}=${encodeURIComponent(value)}`,
      auth,
      expect: 'not-server-error' as const,
    })),
  );
}

/** A multipart/form-data body by hand (the suite sends raw strings): `files` as [name, content]. */
function multipart(boundary: string, fields: Record<string, string>, files: Array<[string, string]>): string {
  const parts = [
    ...Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ...files.map(
      ([filename, content]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`,
    ),
  ];
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** Broken and refused uploads to a thread: each must be a 4xx that stores nothing. */
export function uploadCases(path: string, auth: 'admin' | 'user'): BadCase[] {
  const b = 'bad-input-boundary';
  const type = `multipart/form-data; boundary=${b}`;
  const base = { method: 'POST', path, auth, contentType: type, expect: 'client-error' as const };
  return [
    {
      ...base,
      name: 'upload: a program named .pdf',
      rawBody: multipart(b, { body: 'x' }, [['invoice.pdf', 'MZ\u0090\u0000\u0003\u0000binary']]),
    },
    {
      ...base,
      name: 'upload: six files',
      rawBody: multipart(
        b,
        {},
        Array.from({ length: 6 }, (_, i) => [`f${i}.pdf`, '%PDF-1.4 x'] as [string, string]),
      ),
    },
    { ...base, name: 'upload: a file over 10 MB', rawBody: multipart(b, {}, [['big.pdf', `%PDF-1.4 ${'x'.repeat(10 * 1024 * 1024)}`]]) },
    { ...base, name: 'upload: no text and no file', rawBody: multipart(b, { body: '   ' }, []) },
    { ...base, name: 'upload: text over 5000 characters', rawBody: multipart(b, { body: 'x'.repeat(6000) }, []) },
    { ...base, name: 'upload: multipart without a boundary', contentType: 'multipart/form-data', rawBody: 'garbage' },
    {
      ...base,
      name: 'upload: cut off in the middle',
      rawBody: `--${b}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
    },
    { ...base, name: 'upload: operator in the text field', rawBody: multipart(b, { 'body[$gt]': '' }, []) },
  ];
}
