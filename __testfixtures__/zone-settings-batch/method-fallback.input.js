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
  const all = await cf('/zones/' + zone + '/settings');
  return all.result.map((s) => s.id);
};
