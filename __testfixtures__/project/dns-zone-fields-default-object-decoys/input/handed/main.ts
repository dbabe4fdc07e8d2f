import hosts from './hosts.js'
import { Host } from '../types/host.js'
import { register } from './registry.js'

// The object goes elsewhere whole: its store may be called from there with any host.
register(hosts)

export async function point(zone: string) {
  const found: Host[] = await hosts.listHosts(zone)
  for (const host of found) {
    host.zone_id = zone
    await hosts.store(host)
  }
}
