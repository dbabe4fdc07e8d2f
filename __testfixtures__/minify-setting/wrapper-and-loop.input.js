const API = 'https://api.cloudflare.com/client/v4';
const ZONE = process.env.CF_ZONE_ID;

async function cfApi(path, method = 'GET', body) {
  const res = await fetch(`${API}/zones/${ZONE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json();
}

const PRESETS = [
  { id: 'ssl', value: 'strict' },
  { id: 'always_online', value: 'on' },

  // Performance
  { id: 'minify', value: { css: 'on', html: 'on', js: 'on' } },
  { id: 'brotli', value: 'on' },
  { id: 'early_hints', value: 'on' },
];

async function main() {
  await cfApi('/settings/minify', 'PATCH', { value: { css: 'on', html: 'off', js: 'on' } });
  await cfApi('/settings/ssl', 'PATCH', { value: 'strict' });

  for (const setting of PRESETS) {
    await cfApi(`/settings/${setting.id}`, 'PATCH', { value: setting.value });
    console.log(`set ${setting.id}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
