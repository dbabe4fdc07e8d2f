async function disableMirage(zone) {
  await fetch('/upstream/zones/' + zone + '/settings/mirage', { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}
module.exports = { disableMirage };
