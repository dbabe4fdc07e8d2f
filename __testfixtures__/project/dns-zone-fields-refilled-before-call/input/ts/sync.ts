import { fetchEntries, pushEntry } from './store/dns.js'
import { ZoneEntry } from './types/entry.js'

export async function syncAll(zones: { id: string }[], ip: string) {
  for (const zone of zones) {
    const entries: ZoneEntry[] = await fetchEntries(zone.id)
    for (let entry of entries) {
      entry.zone_id = zone.id
      entry.content = ip
      await pushEntry(entry)
    }
  }
}
