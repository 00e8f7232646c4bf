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
};
