import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federation } from './federation-instance';

/**
 * Makes a shared library whose download failed downloadable again. The runtime keeps the promise of a
 * shared load in the share scope and hands the same one to every later consumer, so once a download has
 * failed (offline, or a release removed the file) it fails forever: a page that needs that library can
 * never load, Retry or not (upstream: module-federation/core#5068, open). Dropping the failed promise lets
 * the next try (the page's bounded retry, or its Retry) call the provider's get(), a fresh download.
 * Only a promise that really rejected, and only while it is still the entry's, is dropped, so a load in
 * flight or a newer one is left alone. The scope's entries are shared by the shell and every remote.
 */
export const retryableSharedPlugin: ModuleFederationRuntimePlugin = {
  name: 'agency-retryable-shared',
  errorLoadShare({ pkgName, shareScopeMap }) {
    for (const scope of Object.values(shareScopeMap)) {
      for (const entry of Object.values(scope[pkgName] ?? {})) {
        const failed = entry.loading;
        if (entry.loaded || !failed) continue;
        failed.then(undefined, () => {
          if (entry.loading === failed) delete entry.loading;
        });
      }
    }
  },
};

/**
 * For the shell's runtime instance and, as a global plugin, for each remote's (created when its entry
 * loads), since a remote's page consumes shared libraries through its own instance.
 */
export function makeSharedLoadsRetryable(): void {
  registerGlobalPlugins([retryableSharedPlugin]);
  federation().registerPlugins([retryableSharedPlugin]);
}
