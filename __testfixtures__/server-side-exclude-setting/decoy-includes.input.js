// Server-side includes for the legacy site; unrelated to Cloudflare's server_side_exclude.
const settings = { server_side_exclude: 'on', ssi: true };

function render(template) {
  return template.replace(/<!--sse-->[\s\S]*?<!--\/sse-->/g, '');
}

async function save(api, zone) {
  await api.patch(`/zones/${zone}/settings/server_side_exclude`, { value: settings.server_side_exclude });
}

module.exports = { render, save };
