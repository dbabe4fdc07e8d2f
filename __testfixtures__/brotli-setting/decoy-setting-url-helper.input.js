// Another host's settings API, a setting that stays, and a setting the caller chooses.
const API = process.env.CF_API_URL ?? 'https://api.cloudflare.com/client/v4';
const MOCK = process.env.MOCK_URL ?? 'https://settings.example.test/v1';
const settingUrl = (zone, setting) => `${API}/zones/${zone}/settings/${setting}`;
const mockSetting = (zone, setting) => `${MOCK}/zones/${zone}/settings/${setting}`;

export async function apply(zone, setting, value) {
  await fetch(settingUrl(zone, 'ssl'), { method: 'PATCH', body: JSON.stringify({ value: 'strict' }) });
  await fetch(mockSetting(zone, 'brotli'), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await fetch(settingUrl(zone, setting), { method: 'PATCH', body: JSON.stringify({ value }) });
}
