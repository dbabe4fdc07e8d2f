import * as paths from './paths';

// The same path on the staging mirror, which has not moved.
export async function mirrorCache(account: string): Promise<unknown> {
  const res = await fetch('https://kv-mirror.internal.example/accounts/' + account + paths.CACHE_KEYS);
  return res.json();
}
