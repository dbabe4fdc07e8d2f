async function disableMirage(zone) {
  // cf-codemod(mirage-setting): PATCH /zones/:zone_id/settings/mirage is requested here through the project's own proxy (/upstream is forwarded to the API), left as written: confirm the request reaches Cloudflare in every deployment, then none: the feature is gone
  await fetch('/upstream/zones/' + zone + '/settings/mirage', { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}
module.exports = { disableMirage };
