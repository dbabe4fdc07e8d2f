import { writeEntry, dropEntry, moveEntry, tagEntry } from './lib/dns.js'

const BASE = 'https://api.cloudflare.com/client/v4'

// Each update below still reads the zone the API no longer sends.
export async function refresh(zoneId, spare, ip, force) {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records?type=A`)
  const { result } = await res.json()
  for (const entry of result) {
    // Written on another record, not the one handed over.
    spare.zone_id = zoneId
    await writeEntry(entry)
    // Written only in a branch.
    if (force) entry.zone_id = zoneId
    await dropEntry(entry)
    // Written with nothing.
    entry.zone_id = undefined
    await moveEntry(entry)
  }
  for (const entry of result) {
    // Written after the call.
    await tagEntry(entry)
    entry.zone_id = zoneId
  }
}
