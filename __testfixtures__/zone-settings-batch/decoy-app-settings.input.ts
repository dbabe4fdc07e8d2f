import express from 'express';
import axios from 'axios';

const app = express();

// Our own API: its zone settings routes look like Cloudflare's.
app.get('/zones/:zoneId/settings', async (req, res) => {
  res.json({ result: [{ id: 'ssl', value: 'full' }] });
});

export async function saveSettings(zoneId: string): Promise<void> {
  await fetch(`/zones/${zoneId}/settings`, { method: 'PATCH', body: JSON.stringify({ items: [{ id: 'ssl', value: 'full' }] }) });
  await axios.patch(`https://dash.internal.example/api/zones/${zoneId}/settings`, { items: [] });
}

// Cloudflare's DNS settings are one object, not the deprecated batch.
export async function dnsDefaults(zoneId: string): Promise<void> {
  await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_settings`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
    body: JSON.stringify({ flatten_all_cnames: false }),
  });
}
