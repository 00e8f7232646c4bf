import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built app, started the way `npm start` runs it (without rebuilding):
 * the backend serves the API and frontend/dist on one port, with demo data in a fresh store.
 * Build first (`npm run build` at the root, or `npm run test:browser` there, which does both).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_EMAIL = 'admin@example.com';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-2024';

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunch,
    // The app's Content-Security-Policy forbids inline scripts; axe-core is injected as one.
    bypassCSP: true,
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        bypassCSP: true,
        launchOptions: chromiumLaunch,
      },
    },
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        bypassCSP: true,
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `http://localhost:${PORT}/api/site-settings`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'quiet',
      // As behind one reverse proxy: spec files that submit for real each come from their own address (e2e/support/client-address.ts).
      TRUST_PROXY: '1',
    },
  },
});
