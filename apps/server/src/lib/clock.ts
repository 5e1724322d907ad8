/** Time comes through this so tests can move it (reset token expiry, token lifetimes). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
