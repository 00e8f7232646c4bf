/** The source of "now" for domain rules, the purge job and metadata, so tests can move time. */
export abstract class Clock {
  abstract now(): Date;

  /**
   * Now in milliseconds since the epoch: for a caller that only compares times, without making a
   * Date where the clock can avoid one.
   */
  nowMs(): number {
    return this.now().getTime();
  }
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }

  override nowMs(): number {
    return Date.now();
  }
}

/**
 * A clock tests set and advance by hand.
 * @internal Used by tests only; kept beside the clock it stands in for (knip's production check skips @internal).
 */
export class ManualClock extends Clock {
  constructor(private current: Date = new Date('2026-11-21T12:00:00.000Z')) {
    super();
  }
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(time: Date | string): void {
    this.current = new Date(time);
  }
  advanceDays(days: number): void {
    this.current = new Date(this.current.getTime() + days * 24 * 60 * 60 * 1000);
  }
}
