/** The width of one card in a home-page speaker group (1, 2 or 3 per row), shared by the cards and their placeholders. */
export const SPEAKER_GROUP_CELL = 'w-full min-w-0 sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]';
