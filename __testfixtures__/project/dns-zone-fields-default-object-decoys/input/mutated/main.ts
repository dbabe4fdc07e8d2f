import hosts from './hosts.js'
import { Host } from '../types/host.js'

// The store is replaced on the object every importer shares.
const original = hosts.store
hosts.store = (host: Host) => original({ ...host, ttl: 60 })

export async function point(zone: string) {
  const found: Host[] = await hosts.listHosts(zone)
  for (const host of found) {
    host.zone_id = zone
    await hosts.store(host)
  }
}
