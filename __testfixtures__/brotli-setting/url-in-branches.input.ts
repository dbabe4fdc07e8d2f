const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

// The same setting on either zone: the call can go.
export async function enable(zoneId: string, stagingZoneId: string, staging: boolean) {
  let url = `${API}/zones/${zoneId}/settings/brotli`;
  if (staging) url = `${API}/zones/${stagingZoneId}/settings/brotli`;
  await fetch(url, { method: 'PATCH', headers, body: JSON.stringify({ value: 'on' }) });
  console.log('enabled');
}

// Brotli or another setting with the same value: the call stays for the other one.
export async function turnOn(zoneId: string, which: 'brotli' | 'http3') {
  let url: string;
  switch (which) {
    case 'brotli':
      url = `${API}/zones/${zoneId}/settings/brotli`;
      break;
    default:
      url = `${API}/zones/${zoneId}/settings/http3`;
  }
  await fetch(url, { method: 'PATCH', headers, body: JSON.stringify({ value: 'on' }) });
}
