// The build's decision: which workspaces to build, and when a workspace's last build still holds.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { buildOrder, inputFiles, inputHash, needsBuild } from './build.mjs';

describe('which workspaces a build covers', () => {
  test('all of them in order when none is named', () => {
    assert.deepEqual(buildOrder([]), ['contracts', 'backend', 'frontend']);
  });

  test('a named workspace with the contracts it reads, in build order', () => {
    assert.deepEqual(buildOrder(['backend']), ['contracts', 'backend']);
    assert.deepEqual(buildOrder(['frontend', 'contracts']), ['contracts', 'frontend']);
    assert.throws(() => buildOrder(['docs']), /Unknown workspace: docs/);
  });
});

describe('when a workspace is built again', () => {
  test('always without --if-changed; with it, only without output, without a stamp or with another one', () => {
    assert.equal(needsBuild({ force: true, outputExists: true, stamp: 'a', hash: 'a' }), true);
    assert.equal(needsBuild({ force: false, outputExists: true, stamp: 'a', hash: 'a' }), false);
    assert.equal(needsBuild({ force: false, outputExists: false, stamp: 'a', hash: 'a' }), true);
    assert.equal(needsBuild({ force: false, outputExists: true, stamp: null, hash: 'a' }), true);
    assert.equal(needsBuild({ force: false, outputExists: true, stamp: 'b', hash: 'a' }), true);
  });
});

describe("a workspace's input hash", () => {
  const root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'backend', 'src'), { recursive: true });
  mkdirSync(join(root, 'backend', 'dist'), { recursive: true });
  mkdirSync(join(root, 'backend', 'node_modules'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{}');
  writeFileSync(join(root, 'backend', 'src', 'main.ts'), 'serve();');
  writeFileSync(join(root, 'backend', 'src', 'main.unit.spec.ts'), 'test();');
  writeFileSync(join(root, 'backend', 'dist', 'main.js'), 'serve();');
  writeFileSync(join(root, 'backend', 'node_modules', 'x.js'), '');
  const hash = () => inputHash(root, 'backend', ['contracts-hash']);

  test('covers the sources and root settings, not outputs, dependencies or tests', () => {
    assert.deepEqual(inputFiles(root, 'backend'), ['package.json', join('backend', 'src', 'main.ts')]);
  });

  test('stays the same for the same content, a touched file included', () => {
    const before = hash();
    utimesSync(join(root, 'backend', 'src', 'main.ts'), new Date(), new Date(Date.now() + 60_000));
    writeFileSync(join(root, 'backend', 'src', 'main.unit.spec.ts'), 'another test();');
    writeFileSync(join(root, 'backend', 'dist', 'main.js'), 'rebuilt();');
    assert.equal(hash(), before);
  });

  test('changes with a source, a new file, a root setting or a workspace it reads', () => {
    const before = hash();
    writeFileSync(join(root, 'backend', 'src', 'main.ts'), 'serve(2);');
    const edited = hash();
    assert.notEqual(edited, before);
    writeFileSync(join(root, 'backend', 'src', 'extra.ts'), '');
    const added = hash();
    assert.notEqual(added, edited);
    writeFileSync(join(root, 'package.json'), '{"version":"2"}');
    assert.notEqual(hash(), added);
    assert.notEqual(inputHash(root, 'backend', ['other-contracts']), hash());
  });
});
