import hosts from './hosts.js'
import { Host } from '../types/host.js'

// A local object of the same name: its store is not the module's.
export async function point(zone: string, hosts: { listHosts(z: string): Promise<Host[]>; store(h: Host): Promise<unknown> }) {
  const found: Host[] = await hosts.listHosts(zone)
  for (const host of found) {
    host.zone_id = zone
    await hosts.store(host)
  }
}
