// `npm run build`: production builds of the shell and the three remotes (services run from source with tsx).
import { WEB_APPS, buildApps } from './lib/web-build.mjs';

const started = Date.now();
await buildApps(WEB_APPS);
console.log(`built ${WEB_APPS.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
