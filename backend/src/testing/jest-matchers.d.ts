/// <reference types="jest" />
// jest's asymmetric matchers (expect.any(String), expect.objectContaining(...)) are declared as
// returning `any`, which makes every expected object that holds one an unsafe `any` assignment to
// the type-aware lint rules. These declarations, merged into @types/jest's, come first in the
// overload list (the reference on the first line has @types/jest read first) and give them the matcher type
// they have at run time; toThrow accepts one, as jest does.
declare namespace jest {
  interface Expect {
    any(classType: unknown): AsymmetricMatcher;
    anything(): AsymmetricMatcher;
    arrayContaining(array: readonly unknown[]): AsymmetricMatcher;
    objectContaining(object: object): AsymmetricMatcher;
    stringContaining(text: string): AsymmetricMatcher;
    stringMatching(pattern: string | RegExp): AsymmetricMatcher;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter names must match @types/jest's
  interface Matchers<R, T> {
    toThrow(error: AsymmetricMatcher): R;
  }
}
