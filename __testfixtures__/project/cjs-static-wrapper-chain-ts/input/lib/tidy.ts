const { cf, cfSender } = require('./cf');
const { mirror } = require('./mirror');

async function tidy(zone: string) {
  await cf('/zones/' + zone + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { html: 'off' } }) });
  await mirror('/zones/' + zone + '/settings/minify', { method: 'PATCH', body: '{}' });
  const a = await cf(`/zones/${zone}/script_monitor`);
  const b = await cfSender(`/zones/${zone}/script_monitor`);
  return [a, b, await mirror(`/zones/${zone}/script_monitor`)];
}

module.exports = { tidy };
