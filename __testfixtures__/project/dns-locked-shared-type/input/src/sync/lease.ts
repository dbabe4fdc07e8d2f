import type { ZoneLease } from '../dns/types';

/** A sync waits while another holder has the zone. */
export function mustWait(lease: ZoneLease, me: string): boolean {
  return lease.locked && lease.holder !== me;
}
