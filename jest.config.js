// One jest run for every workspace: units, service tests through mongoose against devdb, gateway tests.
// TypeScript goes through @swc/jest (ts-jest needs the TypeScript JS API; swc is also ~10x faster).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: ['<rootDir>/{packages,gateway,services,shell,mfe-public,mfe-portal,mfe-admin,integration,scripts,deploy}/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000,
};
