// The one list of shared singletons for the shell and every remote: React loads once, the router and
// session store are the same objects everywhere. A remote never brings its own copy: the shell
// provides them all ('loaded-first'), so version ranges are informative, not negotiated.
export function sharedDependencies(deps: Record<string, string>) {
  return {
    react: { singleton: true, requiredVersion: deps.react },
    'react/jsx-runtime': { singleton: true, requiredVersion: deps.react },
    'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
    // Shared as a tree-shaken surface (packages/router), not the whole package.
    'react-router-dom': { singleton: true, import: '@agency/router', requiredVersion: false },
    // Each entry of the web kit and of ui is a singleton of its own (the same modules behind them): a
    // visitor's first paint loads only '/base' (and '/api'), signed-in areas the whole package.
    '@agency/web-kit': { singleton: true, requiredVersion: false },
    '@agency/web-kit/base': { singleton: true, requiredVersion: false },
    '@agency/web-kit/api': { singleton: true, requiredVersion: false },
    '@agency/ui': { singleton: true, requiredVersion: false },
    '@agency/ui/base': { singleton: true, requiredVersion: false },
    '@agency/ui/forms': { singleton: true, requiredVersion: false },
  } as const;
}

/**
 * What a remote declares in production: the same list, consumed only (`import: false`). The shell always
 * provides them, so a remote's own copies were never loaded; without them its remoteEntry.js carries no
 * fallbacks to register and its build no duplicate chunks. The stand-alone
 * dev page has no shell and keeps the full list.
 */
export function consumedDependencies(deps: Record<string, string>) {
  return Object.fromEntries(Object.entries(sharedDependencies(deps)).map(([key, config]) => [key, { ...config, import: false as const }]));
}
