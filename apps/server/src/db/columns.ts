import { timestamp } from 'drizzle-orm/pg-core';

// Millisecond precision everywhere: a JS Date keeps milliseconds, so values read back compare
// equal to what was written (see ARCHITECTURE.md, keyset pagination).
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
