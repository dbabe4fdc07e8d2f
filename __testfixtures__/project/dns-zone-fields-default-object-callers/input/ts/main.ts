import hosts from './api/hosts.js'
import { Host } from './types/host.js'

export async function point(zones: string[], address: string) {
  for (const zone of zones) {
    const found: Host[] = await hosts.listHosts(zone)
    for (const host of found) {
      host.zone_id = zone
      host.content = address
      await hosts.store(host)
    }
  }
}
