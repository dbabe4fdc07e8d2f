const API = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' };

// The status line shows the answer.
async function enableMirage(zoneId) {
  // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): delete this call (kept: its result is read through res)
  const res = await fetch(`${API}/zones/${zoneId}/settings/mirage`, { method: 'PATCH', headers: auth, body: JSON.stringify({ value: 'on' }) });
  return res.ok;
}

// Image settings, each with the label at its position.
// cf-codemod(mirage-setting): Mirage was removed (2026-01-01): delete this call (kept: this array is read by index together with LABELS; remove the entry from both)
const IMAGE_SETTINGS = [
  { id: 'mirage', value: 'on' },
  { id: 'polish', value: 'lossless' },
];
const LABELS = ['mobile images', 'compression'];

async function applyImages(zoneId) {
  for (let i = 0; i < IMAGE_SETTINGS.length; i++) {
    const s = IMAGE_SETTINGS[i];
    await fetch(`${API}/zones/${zoneId}/settings/${s.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ value: s.value }) });
    console.log(`applied ${LABELS[i]}`);
  }
}

// Also listed on the admin page.
// cf-codemod(mirage-setting): Mirage was removed (2026-01-01): delete this call (kept: this array is used for more than sending the settings)
const MOBILE = [
  { id: 'mirage', value: 'on' },
  { id: 'rocket_loader', value: 'on' },
];

async function applyMobile(zoneId) {
  for (const s of MOBILE) {
    await fetch(`${API}/zones/${zoneId}/settings/${s.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ value: s.value }) });
  }
}

// The bulk call's promise is handed back.
function resetMirage(zoneId) {
  return fetch(`${API}/zones/${zoneId}/settings`, {
    method: 'PATCH',
    headers: auth,
    // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): delete this call (kept: it is the last setting of the bulk call, which cannot go: its result is returned)
    body: JSON.stringify({ items: [{ id: 'mirage', value: 'off' }] }),
  });
}

module.exports = { enableMirage, applyImages, applyMobile, resetMirage, MOBILE };
