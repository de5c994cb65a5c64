import fs from 'node:fs';
import path from 'node:path';
import { defaultManifestUrl, REMOTES, remoteEnvNames, SHELL } from '../src/front-ends';

const root = path.resolve(__dirname, '../../..');
const manifestOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

test('when the registry lists a front end, then its folder is that workspace, with its own Rspack config', () => {
  const workspaces: string[] = manifestOf('.').workspaces;
  for (const dir of [SHELL.dir, ...REMOTES.map((r) => r.dir)]) {
    expect(workspaces).toContain(dir);
    expect(manifestOf(dir).name).toBe(dir);
    expect(fs.existsSync(path.join(root, dir, 'rspack.config.ts'))).toBe(true);
  }
});

test('when a remote is registered, then its federation name, folder, gateway path and env names follow its key', () => {
  expect(REMOTES.map(({ key, name, dir }) => ({ key, name, dir }))).toEqual([
    { key: 'public', name: 'mfe_public', dir: 'mfe-public' },
    { key: 'portal', name: 'mfe_portal', dir: 'mfe-portal' },
    { key: 'admin', name: 'mfe_admin', dir: 'mfe-admin' },
  ]);
  expect(defaultManifestUrl('portal')).toBe('/mfe/portal/mf-manifest.json');
  expect(remoteEnvNames('admin')).toEqual({
    manifest: 'MFE_ADMIN_URL',
    upstream: 'MFE_ADMIN_UPSTREAM_URL',
    devServer: 'DEV_MFE_ADMIN_URL',
  });
});

test('when the dev servers start together (npm run dev), then no two front ends want the same port', () => {
  const ports = [SHELL.devPort, ...REMOTES.map((r) => r.devPort)];
  expect(new Set(ports).size).toBe(ports.length);
});
