import { tunnelRows } from '../cf/records';

/** Tunnel rows carry their own locked and zone_name: they are not DNS records. */
export async function tunnelBadges(): Promise<string[]> {
  const rows = await tunnelRows();
  return rows.map((t) => `${t.name}@${t.zone_name}${t.locked === true ? ' (locked)' : ''}`);
}
