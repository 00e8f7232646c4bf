import { draftAfterApplied } from './use-draft-text';

describe('what a delayed text field shows once the applied value changes', () => {
  it("keeps what was typed after the field's own apply when that apply comes back", () => {
    // 'sin' applied after a pause, 'u' typed before the address had changed.
    expect(draftAfterApplied('sinu', 'sin', 'sin')).toBe('sinu');
    expect(draftAfterApplied('', 'sin', 'sin')).toBe('');
    expect(draftAfterApplied('sinus ', 'sinus', 'sinus ')).toBe('sinus ');
  });

  it('shows a value applied by other means: a removed chip, Clear all, Back', () => {
    expect(draftAfterApplied('sinus', '', null)).toBe('');
    expect(draftAfterApplied('sinus', 'implant', null)).toBe('implant');
    // Its own apply already came back: a later change to the same text is another's.
    expect(draftAfterApplied('', 'sin', null)).toBe('sin');
    // Not the text it sent: another change came first.
    expect(draftAfterApplied('sinu', '', 'sin')).toBe('');
  });

  it('keeps a draft that differs only by the spaces the address leaves out', () => {
    expect(draftAfterApplied('sinus ', 'sinus', null)).toBe('sinus ');
  });
});
