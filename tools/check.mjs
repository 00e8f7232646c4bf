// The four checks that need no tests (npm run check), in two lanes that keep both cores busy:
// lint on one thread in one lane; format, typecheck and knip one after the other in the other.
//
// Lint builds TypeScript programs for the type-aware rules; on two threads each thread builds its
// own, about a quarter more work, and the other three checks leave a core idle a quarter of their
// time. Side by side, the whole takes about as long as lint alone (decision 0077).
//
// Each lane's output is printed whole when it ends, so the two never interleave; the exit code is
// the first failing lane's.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs `npm run <script>` for each script in turn, stopping at the first failure; resolves to its output and code. */
function lane(scripts, env = {}) {
  return new Promise((resolve) => {
    let output = '';
    const next = (index) => {
      if (index === scripts.length) return resolve({ output, code: 0 });
      const started = Date.now();
      const child = spawn('npm', ['run', scripts[index]], { cwd: ROOT, env: { ...process.env, ...env } });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', (error) => resolve({ output: `${output}${error.message}\n`, code: 1 }));
      child.on('close', (code) => {
        // The run's log says where the time went: the CI run has a budget (.ci/run).
        output += `check: ${scripts[index]} took ${Math.round((Date.now() - started) / 1000)} s\n`;
        if (code === 0) next(index + 1);
        else resolve({ output, code: code ?? 1 });
      });
    };
    next(0);
  });
}

// lint and typecheck both read contracts/dist: build it once, before the lanes, not twice at once.
const built = spawnSync(process.execPath, ['tools/build.mjs', '--if-changed', 'contracts'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

console.log('Checking, side by side: format:check, typecheck and knip | lint (each printed when it ends)');
const lanes = await Promise.all([
  lane(['format:check', 'typecheck', 'knip']),
  lane(['lint'], { ESLINT_CONCURRENCY: 'off' }),
]);
for (const { output } of lanes) process.stdout.write(output);
const failed = lanes.find(({ code }) => code !== 0);
process.exit(failed ? failed.code : 0);
