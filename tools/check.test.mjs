// npm run check's two lanes (tools/check.mjs), with a stand-in npm on PATH that records each script
// it is asked to run and fails the one named in FAIL: the real checks have their own commands.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const CHECK = fileURLToPath(new URL('./check.mjs', import.meta.url));
const bin = mkdtempSync(join(tmpdir(), 'check-lanes-'));
after(() => rmSync(bin, { recursive: true, force: true }));
const ran = join(bin, 'ran.txt');
writeFileSync(
  join(bin, 'npm'),
  `#!/bin/sh
echo "$2 ESLINT_CONCURRENCY=$ESLINT_CONCURRENCY" >> "${ran}"
echo "output of $2"
[ "$2" = "$FAIL" ] && exit 3
exit 0
`,
);
chmodSync(join(bin, 'npm'), 0o755);

function check(fail) {
  writeFileSync(ran, '');
  const result = spawnSync(process.execPath, [CHECK], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, FAIL: fail },
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout, ran: readFileSync(ran, 'utf8').trim().split('\n').sort() };
}

test('runs all four checks, lint on one thread, and passes when each passes', () => {
  const { status, output, ran: scripts } = check('none');
  assert.equal(status, 0);
  assert.deepEqual(scripts, [
    'format:check ESLINT_CONCURRENCY=',
    'knip ESLINT_CONCURRENCY=',
    'lint ESLINT_CONCURRENCY=off',
    'typecheck ESLINT_CONCURRENCY=',
  ]);
  for (const script of ['format:check', 'typecheck', 'knip', 'lint'])
    assert.match(output, new RegExp(`output of ${script}`));
});

test('a failing check fails the whole with its code, stops its own lane and leaves the other lane to finish', () => {
  const { status, ran: scripts } = check('typecheck');
  assert.equal(status, 3);
  assert.deepEqual(scripts, [
    'format:check ESLINT_CONCURRENCY=',
    'lint ESLINT_CONCURRENCY=off',
    'typecheck ESLINT_CONCURRENCY=',
  ]);
});

test('a failing lint fails the whole too', () => {
  assert.equal(check('lint').status, 3);
});
