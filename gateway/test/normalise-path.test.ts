// The one spelling of a path, at a cost that grows with its length only, whatever the path holds.
import { normalisePath } from '../src/normalise-path';

const LENGTH = 16_000;
/** "%2525…252f": one "/" under thousands of levels of encoding, each level costing a pass of the old loop. */
const nested = `/${'%'}${'25'.repeat((LENGTH - 4) / 2)}2f`;
const plain = `/${'a'.repeat(LENGTH - 1)}`;

/** The fastest of a few runs: what the work costs, without the noise of a busy machine. */
function fastestMs(path: string): number {
  let fastest = Infinity;
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    normalisePath(path);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe('normalisePath', () => {
  test.each([
    ['/a/%2e%2e/b', '/b'],
    ['/a/%252e%252e/b', '/b'],
    ['/a/%25252e%25252e/b', '/b'],
    ['/a%25252fb', '/a/b'],
  ])('when %s is encoded up to three times, then it resolves to %s', (path, resolved) => {
    expect(normalisePath(path)).toBe(resolved);
  });

  test.each(['/a/%2525252e%2525252e/b', '/a%2525252fb', nested])(
    'when a path is encoded more than three times (%#), then it has no resolution',
    (path) => {
      expect(normalisePath(path)).toBeNull();
    },
  );

  test('when a 16 kB path nests %25 thousands of times, then it costs about what a plain path of that length costs', () => {
    fastestMs(nested); // compiled and warm, as on a running gateway
    fastestMs(plain);
    // The old loop took some 2000 times as long (one pass per level); the bound only catches that kind of growth.
    expect(fastestMs(nested)).toBeLessThan(Math.max(1, 20 * fastestMs(plain)));
  });
});
