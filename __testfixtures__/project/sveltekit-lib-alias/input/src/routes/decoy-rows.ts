import { describeRows } from '$lib/server/store';

// The app's own rows, not a Cloudflare response: their zone_id is the app's.
export function summary(saved: Array<{ id: string; zone_id: string }>) {
  return describeRows(saved);
}
