// CommonJS exports of the lists: each is read by other modules too.
// cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: this array is used for more than sending the settings)
const SHARED = ['server_side_exclude', 'ssl'];
// cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: this array is used for more than sending the settings)
const ALSO_SHARED = ['hotlink_protection', 'server_side_exclude'];

async function push(zone, token) {
  for (const id of SHARED) {
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
  }
  for (const id of ALSO_SHARED) {
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
  }
}

module.exports = { SHARED, push };
exports.ALSO_SHARED = ALSO_SHARED;
