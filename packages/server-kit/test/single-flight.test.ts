import { singleFlight } from '../src/single-flight';

describe('singleFlight', () => {
  test('when many callers arrive while a call is under way, then one call is made and all get its answer', async () => {
    let calls = 0;
    let release!: (value: string) => void;
    const read = singleFlight(() => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    });
    const answers = Promise.all(Array.from({ length: 50 }, () => read()));
    release('domains');
    expect(await answers).toEqual(Array(50).fill('domains'));
    expect(calls).toBe(1);
  });

  test('when the call has settled, then the next caller makes a fresh call', async () => {
    let calls = 0;
    const read = singleFlight(async () => ++calls);
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
  });

  test('when the call fails, then every waiting caller gets the failure and the next caller tries again', async () => {
    let calls = 0;
    const read = singleFlight(async () => {
      calls += 1;
      if (calls === 1) throw new Error('admin service is down');
      return 'ok';
    });
    const results = await Promise.allSettled([read(), read(), read()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await read()).toBe('ok');
    expect(calls).toBe(2);
  });
});
