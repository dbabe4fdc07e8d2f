const CF = 'https://api.cloudflare.com/client/v4';

interface Lease {
  locked: boolean;
}

// The zone's records are `result`, `records` and `first`; the same names declared again inside a
// block, a callback and a helper hold the sessions' leases, which are no records.
export async function lockedNames(zoneId: string, token: string, sessions: Array<{ lease: Lease }>): Promise<boolean[]> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Array<{ name: string; locked?: boolean }> };
  const records = result;
  const first = records[0];
  console.log(first.name, first.locked ?? false);
  if (sessions.length > 0) {
    var kept = records[1];
    const result = sessions.map((s) => s.lease);
    console.log(result[0].locked);
  }
  sessions.forEach(({ lease: first }) => console.log(first.locked));
  function leaseOf(records: Lease[]): boolean {
    const first = records[0];
    return first.locked;
  }
  function lastLease(): boolean {
    var first = sessions[sessions.length - 1].lease;
    return first.locked;
  }
  return [kept!.locked ?? false, leaseOf(sessions.map((s) => s.lease)), lastLease()];
}
