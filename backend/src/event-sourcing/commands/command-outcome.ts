import type { NewDomainEvent } from '../event-store/event-store.port';

/**
 * What a command did: the domain events it appended (with their ids, the causation of any
 * follow-up command) and the position of the last one. Every command handler returns it, so the
 * caller knows without guessing whether anything changed and what to wait for: the HTTP edge waits
 * for the read models to reach `position` (HttpCommands), the purge counts what it removed, undo
 * knows what it wrote.
 */
export interface CommandOutcome {
  /** Position of the last appended domain event, or null when the command changed nothing. */
  position: number | null;
  appended: NewDomainEvent[];
}

export function nothingChanged(): CommandOutcome {
  return { position: null, appended: [] };
}

/** The outcome of several appends made by one command (a trash that also unfeatures), in order. */
export function combineOutcomes(...outcomes: CommandOutcome[]): CommandOutcome {
  const positions = outcomes.map((outcome) => outcome.position).filter((position) => position !== null);
  return {
    position: positions.length === 0 ? null : Math.max(...positions),
    appended: outcomes.flatMap((outcome) => outcome.appended),
  };
}

export function changedAnything(outcome: CommandOutcome): boolean {
  return outcome.appended.length > 0;
}
