import { singleFlight, singleFlightByKey } from '../src/single-flight';

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

describe('singleFlightByKey', () => {
  test('when callers ask for two keys at once, then each key is read once and each caller gets its own key’s answer', async () => {
    const calls: string[] = [];
    const read = singleFlightByKey(async (id: string) => {
      calls.push(id);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `domain ${id}`;
    });
    const answers = await Promise.all(['a', 'b', 'a', 'b', 'a'].map((id) => read(id)));
    expect(answers).toEqual(['domain a', 'domain b', 'domain a', 'domain b', 'domain a']);
    expect(calls.sort()).toEqual(['a', 'b']);
    expect(await read('a')).toBe('domain a');
    expect(calls).toHaveLength(3);
  });
});
