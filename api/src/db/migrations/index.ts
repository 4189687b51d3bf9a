import { Accounts1763700000000 } from './1763700000000-Accounts';
import { NetWorth1763800000000 } from './1763800000000-NetWorth';

/** Every migration, in order. Listed explicitly so bundlers and ts-jest need no glob loading. */
export const migrations = [Accounts1763700000000, NetWorth1763800000000];
