/**
 * Test tiers by suffix: *.unit.spec.ts (pure domain, no I/O), *.int.spec.ts (adapters, HTTP).
 * SWC transpiles only (tsc checks types), with decorator metadata for Nest's injection: a fresh
 * checkout (CI) compiles every file once, and SWC does that in a fraction of ts-jest's time.
 * Contracts are compiled from source so a change there needs no rebuild.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^@dental/contracts$': '<rootDir>/../contracts/src/index.ts' },
  // Test apps hash passwords at a low scrypt cost; password-hash.unit.spec.ts checks the production one.
  setupFiles: ['<rootDir>/src/testing/fast-password-hashing.ts'],
  testTimeout: 30000,
  // Jest's default is one worker less than the cores, which on two cores runs every file in one
  // process. The files are independent (each starts its own apps on temporary DATA_DIRs and free
  // ports), and much of an integration test's time is spent waiting (SQLite, child processes,
  // sockets), so one worker per core.
  maxWorkers: '100%',
};
