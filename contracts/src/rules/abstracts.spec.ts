import { shouldShowAbstractButton } from './abstracts';

const speaker = (abstract: string, hideAbstract = false) => ({ abstract, hideAbstract });

describe('shouldShowAbstractButton (spec section 2)', () => {
  it('shows when there is an abstract and nothing hides it', () => {
    expect(shouldShowAbstractButton(speaker('Managing peri-implantitis.'))).toBe(true);
    expect(shouldShowAbstractButton(speaker('Managing peri-implantitis.'), { hideAbstracts: false })).toBe(true);
    expect(shouldShowAbstractButton(speaker('Managing peri-implantitis.'), null)).toBe(true);
  });

  it("hides when the event's hideAbstracts is set", () => {
    expect(shouldShowAbstractButton(speaker('Managing peri-implantitis.'), { hideAbstracts: true })).toBe(false);
  });

  it("hides when the speaker's hideAbstract is set", () => {
    expect(shouldShowAbstractButton(speaker('Managing peri-implantitis.', true), { hideAbstracts: false })).toBe(false);
  });

  it.each(['', '   ', '\n'])('hides when no abstract is known (%j)', (abstract) => {
    expect(shouldShowAbstractButton(speaker(abstract))).toBe(false);
  });

  it('hides for a missing abstract field instead of throwing', () => {
    expect(
      shouldShowAbstractButton({ hideAbstract: false } as unknown as { abstract: string; hideAbstract: boolean }),
    ).toBe(false);
  });
});
