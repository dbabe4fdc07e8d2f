import { DnsApi } from './dns/api';

export async function retype(token: string, zone: string, id: string, type: string): Promise<void> {
  const handle = await (await new DnsApi(token).zone(zone)).entry(id);
  await handle.change({ type, name: 'home', content: '192.0.2.7' });
}
