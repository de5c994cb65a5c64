// The registry of front ends: the shell and each remote with its federation name, its folder and its dev
// server's port. The gateway (routes, /mf-config.json, env), the shell's and each remote's Rspack config and
// the scripts (npm run dev, build, start) all read it, so a remote is added or moved in one place. The list
// itself is JSON (front-ends.json) because the scripts are plain Node modules that cannot import TypeScript.
import registry from '../front-ends.json';

/** The short name of a remote: its path on the gateway (`/mfe/<key>/`) and its env names (`MFE_<KEY>_URL`). */
export type RemoteKey = keyof typeof registry.remotes;
export type RemoteName = `mfe_${RemoteKey}`;

export interface RemoteEntry {
  key: RemoteKey;
  name: RemoteName;
  dir: string;
  devPort: number;
}

export const SHELL: { dir: string; devPort: number } = registry.shell;

export const REMOTES: readonly RemoteEntry[] = Object.entries(registry.remotes).map(([key, remote]) => ({
  key: key as RemoteKey,
  name: remote.name as RemoteName,
  dir: remote.dir,
  devPort: remote.devPort,
}));

export function remoteByKey(key: RemoteKey): RemoteEntry {
  return REMOTES.find((remote) => remote.key === key)!;
}

/** Where the gateway serves a remote's build, and so the manifest /mf-config.json points at by default. */
export const remoteBasePath = (key: RemoteKey) => `/mfe/${key}`;
export const defaultManifestUrl = (key: RemoteKey) => `${remoteBasePath(key)}/mf-manifest.json`;
/** A front end's dev server (npm run dev), as the gateway and the shell's dev server reach it. */
export const devServerUrl = (devPort: number) => `http://localhost:${devPort}`;

/** The gateway's env names for a remote: its manifest URL, its container, its dev server. */
export function remoteEnvNames(key: RemoteKey) {
  const upper = key.toUpperCase();
  return { manifest: `MFE_${upper}_URL`, upstream: `MFE_${upper}_UPSTREAM_URL`, devServer: `DEV_MFE_${upper}_URL` };
}
