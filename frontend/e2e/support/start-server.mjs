// Starts the built backend exactly as `npm start` does, but on a fresh, throwaway data directory
// so every browser-test run begins from the demo data set. The directory is removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = resolve(process.env.E2E_BACKEND_MAIN ?? resolve(frontendDir, '../backend/dist/main.js'));
const frontendDist = resolve(process.env.E2E_FRONTEND_DIST ?? resolve(frontendDir, 'dist'));
for (const [path, hint] of [
  [mainJs, 'build the backend first: npm run build (at the repository root)'],
  [join(frontendDist, 'index.html'), 'build the frontend first: npm run build (at the repository root)'],
]) {
  if (!existsSync(path)) {
    console.error(`Missing ${path}: ${hint}`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'dental-e2e-'));
const child = spawn(process.execPath, [mainJs], {
  cwd: resolve(frontendDir, '..'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, FRONTEND_DIST: frontendDist, DEMO_DATA: process.env.DEMO_DATA ?? 'on' },
});

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
