const ROOT = 'https://api.cloudflare.com/client/v4';

async function cf(path, opts = {}) {
  const res = await fetch(ROOT + path, {
    method: opts.method ?? 'GET',
    headers: { Authorization: 'Bearer ' + process.env.CF_TOKEN },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return res.json();
}

module.exports.everySetting = async function everySetting(zone) {
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read each setting you use with its own GET
  const all = await cf('/zones/' + zone + '/settings');
  return all.result.map((s) => s.id);
};
