/**
 * Test tiers by suffix: *.unit.spec.ts (pure domain, no I/O), *.int.spec.ts (adapters, HTTP).
 * ts-jest transpiles only (tsc checks types); decorator metadata is emitted for Nest's injection.
 * Contracts are compiled from source so a change there needs no rebuild.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        isolatedModules: true,
        tsconfig: {
          module: 'commonjs',
          target: 'es2022',
          esModuleInterop: true,
          experimentalDecorators: true,
          emitDecoratorMetadata: true,
        },
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
