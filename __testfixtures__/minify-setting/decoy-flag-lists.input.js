// Feature flags that share the settings' names, sent to another service: no Cloudflare setting here.
const FLAGS_API = 'https://flags.example.com/v1';

const SPEED_FLAGS = ['minify', 'early_hints'];
const ALL_FLAGS = [...SPEED_FLAGS, 'always_use_https'];

async function enableFlags(zone, token) {
  for (const flag of ALL_FLAGS) {
    await fetch(`${FLAGS_API}/zones/${zone}/settings/${flag}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: 'on' }),
    });
  }
}

const NAMES = ['minify', 'ssl'];
const STATES = [true, false];

async function syncFlags(zone) {
  NAMES.forEach((name, i) => {
    void fetch(`${FLAGS_API}/zones/${zone}/settings/${name}`, { method: 'PUT', body: JSON.stringify({ enabled: STATES[i] }) });
  });
}

module.exports = { enableFlags, syncFlags };
