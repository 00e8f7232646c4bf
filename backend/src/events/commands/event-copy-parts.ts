import { Injectable } from '@nestjs/common';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import type { DuplicationPlan } from '../domain/event-duplication.decider';

/** What the other domains copy to a next edition, as its start records it: speakers, sponsors, tier names. */
export type CopiedParts = Pick<DuplicationPlan, 'speakers' | 'sponsors' | 'tierNames'>;

/** The next edition a part is copied to, and the duplication its ids derive from. */
export interface CopyTarget {
  duplicationId: string;
  eventId: string;
}

/**
 * One domain's part of a next edition, registered by that domain's module (speakers, sponsors,
 * sponsor tiers): the events domain runs the duplication without importing them.
 */
export interface EventCopyPart<K extends keyof CopiedParts> {
  part: K;
  /** What of the event is copied, read when the duplication starts (its read models may be used: it is recorded). */
  read(sourceEventId: string): Promise<CopiedParts[K]>;
  /**
   * Copies it to the next edition with ids derived from the duplication (`derivedId`), so a copy
   * already made is recognised and not made twice: the duplication may be resumed at any step.
   */
  copy(recorded: CopiedParts[K], target: CopyTarget, metadata: CommandMetadata): Promise<CommandOutcome>;
}

type RegisteredParts = { [K in keyof CopiedParts]?: EventCopyPart<K> };

/** The parts registered; a duplication cannot start without every one of them. */
@Injectable()
export class EventCopyParts {
  private readonly parts: RegisteredParts = {};

  register<K extends keyof CopiedParts>(part: EventCopyPart<K>): void {
    if (this.parts[part.part]) throw new Error(`The ${part.part} of a next edition are registered twice`);
    (this.parts as Record<K, EventCopyPart<K>>)[part.part] = part;
  }

  async read(sourceEventId: string): Promise<CopiedParts> {
    const { speakers, sponsors, tierNames } = this.all();
    return {
      speakers: await speakers.read(sourceEventId),
      sponsors: await sponsors.read(sourceEventId),
      tierNames: await tierNames.read(sourceEventId),
    };
  }

  /** In the order an admin would add them: speakers, sponsors, then the tiers' names. */
  async copy(recorded: CopiedParts, target: CopyTarget, metadata: CommandMetadata): Promise<CommandOutcome[]> {
    const { speakers, sponsors, tierNames } = this.all();
    return [
      await speakers.copy(recorded.speakers, target, metadata),
      await sponsors.copy(recorded.sponsors, target, metadata),
      await tierNames.copy(recorded.tierNames, target, metadata),
    ];
  }

  private all(): Required<RegisteredParts> {
    const { speakers, sponsors, tierNames } = this.parts;
    if (!speakers || !sponsors || !tierNames) throw new Error('A part of a next edition is not registered');
    return { speakers, sponsors, tierNames };
  }
}
