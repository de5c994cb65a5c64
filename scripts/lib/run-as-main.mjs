import { pathToFileURL } from 'node:url';

/** True when the module at `moduleUrl` is the script node was started with (`node that-file.mjs`), not an import. */
export const isMainModule = (moduleUrl) => !!process.argv[1] && moduleUrl === pathToFileURL(process.argv[1]).href;
