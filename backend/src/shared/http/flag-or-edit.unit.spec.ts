import {
  EVENT_FLAGS,
  EventEditPatchSchema,
  EventFlagPatchSchema,
  FEATURED_FLAG_ALONE_MESSAGE,
} from '@dental/contracts';
import { DomainError } from '../domain/domain-errors';
import { FLAGS_WITH_FIELDS_MESSAGE, parseFlagsOrEdit } from './flag-or-edit';

const parse = (body: unknown) => parseFlagsOrEdit(body, EVENT_FLAGS, EventFlagPatchSchema, EventEditPatchSchema);

const refusal = (body: unknown) => {
  try {
    parse(body);
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error(`${JSON.stringify(body)} was accepted`);
};

describe('a PATCH of flags or fields', () => {
  it('is featuring when it carries isFeatured alone', () => {
    expect(parse({ isFeatured: true })).toEqual({ kind: 'feature', isFeatured: true });
    expect(parse({ isFeatured: false })).toEqual({ kind: 'feature', isFeatured: false });
  });

  it("is the item's own flags, one or several, without isFeatured", () => {
    expect(parse({ isHidden: true, hideAbstracts: false })).toEqual({
      kind: 'flags',
      flags: { isHidden: true, hideAbstracts: false },
    });
  });

  it('is an edit when it carries no flag', () => {
    expect(parse({ title: 'Spring Symposium' })).toEqual({ kind: 'edit', changes: { title: 'Spring Symposium' } });
  });

  it('refuses isFeatured with another flag, and flags with fields, with the messages the admin reads', () => {
    expect(refusal({ isFeatured: true, isHidden: false })).toEqual({
      kind: 'invalid',
      message: FEATURED_FLAG_ALONE_MESSAGE,
    });
    expect(refusal({ isHidden: true, title: 'x' })).toEqual({ kind: 'invalid', message: FLAGS_WITH_FIELDS_MESSAGE });
  });
});
