/** Who issues a command, when, and as part of which request. Copied into every domain event it produces. */
export interface CommandMetadata {
  actor: string;
  /** The signed-in account that issued the command; absent for visitors and the system. */
  actorAccountId?: string;
  occurredAt: Date;
  correlationId: string;
  /** The command's own id, or the id of the domain event that caused it. */
  causationId: string;
  /** Set when the command undoes an earlier change: that domain event's position. */
  revertsPosition?: number;
}
