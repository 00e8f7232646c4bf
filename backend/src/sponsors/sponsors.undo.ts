import type { SponsorFields, SponsorTier } from '@dental/contracts';
import { AssignSponsorToEvent, EditSponsor, RestoreSponsor, SetSponsorGlobal } from './commands';
import { RevertTable, beforeValues } from '../audit/undo/undo-registry';
import { combineOutcomes } from '../event-sourcing/commands/command-outcome';

const before = (row: Parameters<typeof beforeValues>[0], field: string): unknown =>
  row.changes.find((change) => change.field === field)?.before;

/**
 * Undo for sponsors: an edit is reverted by editing the fields back, the global flag by setting it
 * back, an assignment by putting the sponsor back where it was (its previous event and tier, or
 * no event), a trash by restoring. A sponsor deleted outright (before sponsors had a trash) cannot
 * be brought back here.
 */
export const sponsorRevertActions: RevertTable = {
  SponsorUpdated: ({ row, metadata, commands }) =>
    commands.execute(new EditSponsor(row.entity.id, beforeValues(row) as Partial<SponsorFields>, metadata)),
  SponsorMadeGlobal: ({ row, metadata, commands }) =>
    commands.execute(new SetSponsorGlobal(row.entity.id, false, metadata)),
  SponsorNoLongerGlobal: ({ row, metadata, commands }) =>
    commands.execute(new SetSponsorGlobal(row.entity.id, true, metadata)),
  SponsorAssignedToEvent: async ({ row, metadata, commands }) => {
    const previousEvent = before(row, 'eventId');
    const previousTier = before(row, 'tier') as SponsorTier | undefined;
    if (typeof previousEvent === 'string')
      return commands.execute(new AssignSponsorToEvent(row.entity.id, previousEvent, previousTier, metadata));
    const removed = await commands.execute(new AssignSponsorToEvent(row.entity.id, null, undefined, metadata));
    if (!previousTier) return removed;
    return combineOutcomes(
      removed,
      await commands.execute(new EditSponsor(row.entity.id, { tier: previousTier }, metadata)),
    );
  },
  SponsorTrashed: ({ row, metadata, commands }) => commands.execute(new RestoreSponsor(row.entity.id, metadata)),
  SponsorRemovedFromEvent: ({ row, metadata, commands }) => {
    const previousEvent = before(row, 'eventId');
    return commands.execute(
      new AssignSponsorToEvent(
        row.entity.id,
        typeof previousEvent === 'string' ? previousEvent : null,
        undefined,
        metadata,
      ),
    );
  },
};
