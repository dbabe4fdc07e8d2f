const API = 'https://api.cloudflare.com/client/v4';

async function cfCall(path, method, body) {
  const res = await fetch(`${API}/zones/${process.env.ZONE_ID}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

// The settings this script enforces, by name.
const wanted = [
  { name: 'brotli', value: 'on' },
  { name: 'always_use_https', value: 'on' },
  { name: 'ssl', value: 'strict' },
];

export async function enforce() {
  for (const { name, value } of wanted) await cfCall(`/settings/${name}`, 'PATCH', { value });
}
