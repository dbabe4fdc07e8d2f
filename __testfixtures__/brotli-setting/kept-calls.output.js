// Zone bootstrap script: the brotli uses here cannot simply go, each for its own reason.
const CF_API = 'https://api.cloudflare.com/client/v4';

function auth(token) {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

// The caller logs the response of the brotli switch.
async function enableBrotli(zoneId, token) {
  // cf-codemod(brotli-setting): brotli is on for every zone since 2024-08-15: delete this call (kept: its result is returned)
  return fetch(`${CF_API}/zones/${zoneId}/settings/brotli`, {
    method: 'PATCH',
    headers: auth(token),
    body: JSON.stringify({ value: 'on' }),
  });
}

// Each preset is logged with the note at its position.
// cf-codemod(brotli-setting): brotli is on for every zone since 2024-08-15: delete this call (kept: this array is read by index together with SPEED_NOTES; remove the entry from both)
const SPEED = [
  { id: 'brotli', value: 'on' },
  { id: 'early_hints', value: 'on' },
];
const SPEED_NOTES = ['compress text responses', 'send 103 responses'];

async function speedUp(zoneId, token) {
  for (let i = 0; i < SPEED.length; i++) {
    const s = SPEED[i];
    console.log(`${s.id}: ${SPEED_NOTES[i]}`);
    await fetch(`${CF_API}/zones/${zoneId}/settings/${s.id}`, { method: 'PATCH', headers: auth(token), body: JSON.stringify({ value: s.value }) });
  }
}

// The same list is exported for the status page.
// cf-codemod(brotli-setting): brotli is on for every zone since 2024-08-15: delete this call (kept: this array is used for more than sending the settings)
const COMPRESSION = [
  { id: 'brotli', value: 'on' },
  { id: 'http3', value: 'on' },
];

async function applyCompression(zoneId, token) {
  for (const s of COMPRESSION) {
    await fetch(`${CF_API}/zones/${zoneId}/settings/${s.id}`, { method: 'PATCH', headers: auth(token), body: JSON.stringify({ value: s.value }) });
  }
}

// Reads settings back, each printed under the label at its position.
// cf-codemod(brotli-setting): brotli can no longer be read (removed 2024-08-15): it is always on, use the value 'on' (kept: this array is read by index together with LABELS; remove the entry from both)
const SHOWN = [{ id: 'brotli' }, { id: 'ssl' }];
const LABELS = ['Brotli', 'SSL mode'];

async function show(zoneId, token) {
  for (let i = 0; i < SHOWN.length; i++) {
    const res = await fetch(`${CF_API}/zones/${zoneId}/settings/${SHOWN[i].id}`, { headers: auth(token) });
    const { result } = await res.json();
    console.log(`${LABELS[i]}: ${result.value}`);
  }
}

// The settings a health check reads; the list is also exported.
// cf-codemod(brotli-setting): brotli can no longer be read (removed 2024-08-15): it is always on, use the value 'on' (kept: this array is used for more than sending the settings)
const WATCHED = [{ id: 'brotli' }, { id: 'always_online' }];

async function watch(zoneId, token) {
  for (const { id } of WATCHED) {
    const res = await fetch(`${CF_API}/zones/${zoneId}/settings/${id}`, { headers: auth(token) });
    if (!res.ok) console.warn(`cannot read ${id}`);
  }
}

// The bulk call's response is checked: with brotli gone, nothing is left to send.
async function bulk(zoneId, token) {
  const res = await fetch(`${CF_API}/zones/${zoneId}/settings`, {
    method: 'PATCH',
    headers: auth(token),
    // cf-codemod(brotli-setting): brotli is on for every zone since 2024-08-15: delete this call (kept: it is the last setting of the bulk call, which cannot go: its result is read through res)
    body: JSON.stringify({ items: [{ id: 'brotli', value: 'on' }] }),
  });
  if (!res.ok) throw new Error(`bulk settings failed: ${res.status}`);
}

module.exports = { enableBrotli, speedUp, applyCompression, COMPRESSION, show, watch, WATCHED, bulk };
