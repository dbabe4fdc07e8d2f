import axios from 'axios';

// pfSense REST API and OPNsense: their own firewall rules, nothing to do with Cloudflare.
const pfsense = axios.create({ baseURL: 'https://10.0.0.1/api/v1', auth: { username: 'admin', password: process.env.PF_PASS! } });

export async function openPort(port: number) {
  await pfsense.post('/firewall/rule', { type: 'pass', interface: 'wan', protocol: 'tcp', dstport: port });
  const { data } = await pfsense.get('/firewall/rules');
  return data;
}

export async function opnsenseRules(host: string, key: string) {
  const res = await fetch(`https://${host}/api/firewall/filter/searchRule`, { headers: { Authorization: `Basic ${key}` } });
  const filters = await fetch(`https://${host}/api/firewall/filters`);
  return [await res.json(), await filters.json()];
}

// Relative paths with no Cloudflare anchor in this file.
export const listZoneRules = (zone: string) => fetch(`/zones/${zone}/firewall/rules`);
