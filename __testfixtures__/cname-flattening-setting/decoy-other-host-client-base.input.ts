import axios from 'axios';

// Another host's "/client" base: "/v4/zones/…" is that service's path.
const dns = axios.create({ baseURL: 'https://dns.example.net/client' });

export async function flatteningOff(zone: string): Promise<void> {
  await dns.patch(`/v4/zones/${zone}/settings/cname_flattening`, { value: 'off' });
}
