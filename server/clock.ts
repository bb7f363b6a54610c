/**
 * The time services record: ledger rows, timelines, the action log, documents' created, updated,
 * received and shipped times. The app runs on the system clock; the demo seed runs on a moving clock
 * so its history has a consistent past, and tests may pass a fixed one. Sign-in, sessions and
 * throttling read it too (a test can hold time still through a burst of attempts); token signatures
 * (jose) and the per-address rate limits of @fastify/rate-limit keep to real time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that always answers `at`. */
export const fixedClock = (at: Date): Clock => ({ now: () => new Date(at.getTime()) });

/**
 * A clock that stands where it is told: `advance` moves it forward (never back), and each reading
 * moves it on by `tickMs`, so the rows written one after the other keep their order in time.
 */
export class MovingClock implements Clock {
  private at: number;

  constructor(
    start: Date,
    private readonly tickMs = 0,
  ) {
    this.at = start.getTime();
  }

  now(): Date {
    const at = new Date(this.at);
    this.at += this.tickMs;
    return at;
  }

  /** Moves the clock forward by `ms`. */
  advance(ms: number): void {
    if (ms < 0) throw new Error('A moving clock only moves forward');
    this.at += ms;
  }

  /** Moves the clock to `at` when that is later than where it stands. */
  moveTo(at: Date): void {
    this.at = Math.max(this.at, at.getTime());
  }

  /** Where the clock stands, without moving it. */
  peek(): Date {
    return new Date(this.at);
  }
}

/**
 * A clock some steps ahead of another (the system clock): `base` plus an offset that only grows. The
 * billing module's notion of "now" under DOCKHAND_TEST_CONTROLS=1, so an end-to-end test can let
 * storage accrue for days (POST /api/test/billing-clock) while the rest of the app keeps real time.
 */
export class ShiftableClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** Moves the clock forward by `ms` (never back). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new Error('A shiftable clock only moves forward');
    this.offsetMs += ms;
  }

  /** How far ahead of its base the clock stands, in milliseconds. */
  get offset(): number {
    return this.offsetMs;
  }
}
