/**
 * A list of speaker cards (the 'tall' card): one a row on phones, two from 640 px, four from
 * 1024 px, and every row centred, so a group of one or two speakers sits in the middle of the
 * width instead of at the left of an empty four-column grid (decision 0058). Shared by the cards
 * and their placeholders.
 */
export const SPEAKER_GRID = 'flex flex-wrap justify-center gap-6';
/** One card's cell in `SPEAKER_GRID`: the widths leave room for the 1.5rem gaps between cells. */
export const SPEAKER_GRID_CELL = 'w-full min-w-0 sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]';
