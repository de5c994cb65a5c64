// A shared library whose download failed is downloaded again by the next load (the federation runtime
// itself keeps the failed load for good), through the real runtime the shell is built with.
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryableSharedPlugin } from '../src/lib/federation/retryable-shared-plugin';

let hosts = 0;

/** A host sharing `lib`, whose download (`get`) fails the first `failures` times. */
function hostWith(failures: number, plugins: ModuleFederationRuntimePlugin[]) {
  const downloads = { count: 0 };
  const get = async () => {
    downloads.count += 1;
    if (downloads.count <= failures) throw new Error(`download ${downloads.count} failed`);
    return () => ({ answer: 42 });
  };
  const host = createInstance({
    name: `host_${++hosts}`,
    remotes: [],
    shared: { lib: { version: '1.0.0', scope: 'default', get, shareConfig: { singleton: true, requiredVersion: false } } },
    plugins,
  });
  return { host, downloads };
}

async function loadLib(host: ReturnType<typeof createInstance>) {
  const factory = await host.loadShare<{ answer: number }>('lib');
  return factory ? factory() : undefined;
}

test('when a shared download fails without the plugin, then every later load fails with it and nothing is downloaded again (why the plugin exists)', async () => {
  const { host, downloads } = hostWith(1, []);
  await expect(loadLib(host)).rejects.toThrow('download 1 failed');
  await expect(loadLib(host)).rejects.toThrow('download 1 failed');
  expect(downloads.count).toBe(1);
});

test('when a shared download fails, then the next load downloads it again and gets the library', async () => {
  const { host, downloads } = hostWith(2, [retryableSharedPlugin]);
  await expect(loadLib(host)).rejects.toThrow('download 1 failed');
  await expect(loadLib(host)).rejects.toThrow('download 2 failed');
  await expect(loadLib(host)).resolves.toEqual({ answer: 42 });
  await expect(loadLib(host)).resolves.toEqual({ answer: 42 });
  expect(downloads.count).toBe(3);
});

test('when two loads ask at once, then they share one download, and a loaded library is not downloaded again', async () => {
  const { host, downloads } = hostWith(0, [retryableSharedPlugin]);
  await expect(Promise.all([loadLib(host), loadLib(host)])).resolves.toEqual([{ answer: 42 }, { answer: 42 }]);
  await loadLib(host);
  expect(downloads.count).toBe(1);
});
