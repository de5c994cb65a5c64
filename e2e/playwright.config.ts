// End-to-end tests in Debian's Chromium against the whole stack, started the way `npm start` starts it,
// on its own port and a fresh data folder so it never touches a developer's running stack.
import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_DATA_DIR, INTERNAL_PORT_BASE, repoRoot } from './support/stack';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node -e "require('fs').rmSync(process.env.DATA_DIR,{recursive:true,force:true})" && node scripts/start.mjs`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    // A short proxy time-out so the hang case (e2e/tests/faults.spec.ts) does not wait 10 s.
    env: {
      PORT: String(E2E_PORT),
      INTERNAL_PORT_BASE: String(INTERNAL_PORT_BASE),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PROXY_TIMEOUT_MS: '3000',
      // Every test signs up and asks for reset links from this one address; the limits themselves are tested in services/auth.
      SIGNUP_LIMIT_PER_HOUR: '1000',
      FORGOT_PASSWORD_LIMIT_PER_15_MIN: '1000',
      // Small enough for request-threads.spec.ts to reach it with one file; every other spec's files are tiny.
      UPLOAD_QUOTA_MB: '2',
      // A thread's messages are mailed together after 2 minutes in production; the e-mail specs wait seconds, not minutes.
      THREAD_MAIL_WINDOW_SECONDS: '1',
    },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
