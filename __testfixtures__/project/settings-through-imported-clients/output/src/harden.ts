import { api } from './cf/api';
import { CloudflareClient } from './cf/client';
import * as cf from './cf/zones';

// Three ways this tool reaches the settings endpoint, each defined in a module of its own.
export async function harden(zone: string, token: string): Promise<void> {
  const client = new CloudflareClient(token);
  await client.setSetting(zone, 'ssl', 'strict');
  await cf.Zones.setSettings(zone, 'always_use_https', 'on');
  await api.setSetting(zone, 'min_tls_version', '1.2');
}
