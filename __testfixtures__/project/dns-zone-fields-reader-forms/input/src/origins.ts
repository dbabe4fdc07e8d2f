import { firstOrigin } from './dns/records';

/** The zone the first origin record sits in. */
export function originZone(listing: unknown[]): string {
  return firstOrigin(listing).zone_name ?? '';
}
