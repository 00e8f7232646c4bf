import type { SponsorTier } from '@dental/contracts';
import { ForSponsor, type SponsorBusCommand } from './commands';
import { RevertAction, RevertTable, beforeValues } from '../audit';
import { combineOutcomes } from '../event-sourcing/commands/command-outcome';

const before = (row: Parameters<typeof beforeValues>[0], field: string): unknown =>
  row.changes.find((change) => change.field === field)?.before;

/** Sends the command that puts the sponsor back as it was before the undone change. */
const send =
  (revert: (sponsorId: string) => SponsorBusCommand): RevertAction =>
  ({ row, metadata, commands }) =>
    commands.execute(new ForSponsor(revert(row.entity.id), metadata));

/**
 * Undo for sponsors: an edit is reverted by editing the fields back, the global flag by setting it
 * back, an assignment by putting the sponsor back where it was (its previous event and tier, or
 * no event), a trash by restoring. A sponsor deleted outright (before sponsors had a trash) cannot
 * be brought back here.
 */
export const sponsorRevertActions: RevertTable = {
  SponsorUpdated: ({ row, metadata, commands }) =>
    commands.execute(
      new ForSponsor({ type: 'UpdateSponsor', sponsorId: row.entity.id, changes: beforeValues(row) }, metadata),
    ),
  SponsorMadeGlobal: send((sponsorId) => ({ type: 'MakeSponsorNotGlobal', sponsorId })),
  SponsorNoLongerGlobal: send((sponsorId) => ({ type: 'MakeSponsorGlobal', sponsorId })),
  SponsorAssignedToEvent: async ({ row, metadata, commands }) => {
    const sponsorId = row.entity.id;
    const previousEvent = before(row, 'eventId');
    const previousTier = before(row, 'tier') as SponsorTier | undefined;
    if (typeof previousEvent === 'string')
      return commands.execute(
        new ForSponsor(
          { type: 'AssignSponsorToEvent', sponsorId, eventId: previousEvent, tier: previousTier },
          metadata,
        ),
      );
    const removed = await commands.execute(new ForSponsor({ type: 'RemoveSponsorFromEvent', sponsorId }, metadata));
    if (!previousTier) return removed;
    return combineOutcomes(
      removed,
      await commands.execute(
        new ForSponsor({ type: 'UpdateSponsor', sponsorId, changes: { tier: previousTier } }, metadata),
      ),
    );
  },
  SponsorTrashed: send((sponsorId) => ({ type: 'RestoreSponsor', sponsorId })),
  SponsorRemovedFromEvent: ({ row, metadata, commands }) => {
    const sponsorId = row.entity.id;
    const previousEvent = before(row, 'eventId');
    return commands.execute(
      new ForSponsor(
        typeof previousEvent === 'string'
          ? { type: 'AssignSponsorToEvent', sponsorId, eventId: previousEvent }
          : { type: 'RemoveSponsorFromEvent', sponsorId },
        metadata,
      ),
    );
  },
};
