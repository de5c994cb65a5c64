#!/usr/bin/env node
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry point that must run before tsx is registered */
// `devdb --port <n> --dbpath <dir>`: the package ships TypeScript sources, so the CLI runs through tsx.
require('tsx/cjs/api').register();
require('../src/cli.ts');
