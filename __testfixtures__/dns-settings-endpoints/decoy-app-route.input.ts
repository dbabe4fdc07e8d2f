import express from 'express';

// Our own admin API mirrors the provider's settings under the same path names.
const ADMIN_API = 'https://dns-admin.internal.example.com/api';

export async function apexNs(zoneId: string) {
  const res = await fetch(`${ADMIN_API}/zones/${zoneId}/dns_settings/use_apex_ns`);
  const body = await res.json();
  return body.result.value;
}

export async function relativeApexNs(zoneId: string, value: boolean) {
  await fetch(`/zones/${zoneId}/dns_settings/use_apex_ns`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

const app = express();
app.get('/zones/:zone_id/dns_settings/use_apex_ns', (req, res) => {
  res.json({ success: true, result: { id: 'use_apex_ns', value: false } });
});
app.patch('/zones/:zone_id/dns_settings/secondary_overrides', (req, res) => {
  res.json({ success: true, result: { value: req.body.value } });
});
