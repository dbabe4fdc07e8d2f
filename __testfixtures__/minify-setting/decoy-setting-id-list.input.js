// Lists of setting ids that are not sent to the API by id: another host, a list the file adds to, a
// list whose element is a zone id in the path, and a list that is only printed.
const API = 'https://api.cloudflare.com/client/v4';
const MIRROR = 'https://settings-mirror.example.com';
const pending = ['minify'];
pending.push(process.env.EXTRA_SETTING);

async function mirror(zone) {
  for (const s of ['rocket_loader', 'minify']) await fetch(`${MIRROR}/zones/${zone}/settings/${s}`, { method: 'PATCH' });
  for (const s of pending) await fetch(`${API}/zones/${zone}/settings/${s}`, { method: 'PATCH', body: '{"value":"off"}' });
  for (const z of ['minify']) await fetch(`${API}/zones/${z}/settings/ssl`);
  ['minify', 'brotli'].forEach((s) => console.log(`${API}/zones/${zone}/settings/${s} is gone`));
}

module.exports = { mirror };
