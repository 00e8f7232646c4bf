/**
 * Test tiers by suffix: *.unit.spec.ts (pure domain, no I/O), *.int.spec.ts (adapters, HTTP).
 * Contracts are compiled from source so a change there needs no rebuild.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' } }],
  },
  moduleNameMapper: { '^@dental/contracts$': '<rootDir>/../contracts/src/index.ts' },
  testTimeout: 20000,
};
