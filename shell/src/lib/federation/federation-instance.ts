import { getInstance } from '@module-federation/enhanced/runtime';

type Federation = NonNullable<ReturnType<typeof getInstance>>;

/** The runtime instance the build plugin created for the shell. */
export function federation(): Federation {
  const instance = getInstance() ?? getInstance((candidate) => candidate.name === 'shell');
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}
