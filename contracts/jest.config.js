/** Unit tests of the shared schemas and pure rules (ts-jest, transpile only: tsc checks types separately). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { isolatedModules: true, tsconfig: { module: 'commonjs', target: 'es2022', esModuleInterop: true } },
    ],
  },
};
