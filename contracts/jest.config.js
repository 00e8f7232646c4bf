/** Unit tests of the shared schemas and pure rules. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
};
