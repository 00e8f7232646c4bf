import { setPasswordHashCost } from '../accounts/password-hash';

/**
 * Run before every backend test file (jest.config.js, setupFiles): new password hashes cost N=2^10
 * instead of 2^15, so the hundreds of starts and sign-ins of the test apps do not each spend a
 * third of a second in scrypt. What is tested of passwords stays the same (a hash names its cost;
 * a check uses the cost named); password-hash.unit.spec.ts checks the production cost itself.
 * Servers the tests spawn as processes run the production cost.
 */
setPasswordHashCost(1024);
