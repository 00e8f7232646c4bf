/** Unit tests of the browser code that needs no browser: the API client, the toast store, small helpers. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@dental/contracts$': '<rootDir>/../contracts/src/index.ts',
  },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        isolatedModules: true,
        tsconfig: { module: 'commonjs', target: 'es2022', jsx: 'react-jsx', esModuleInterop: true },
      },
    ],
  },
};
