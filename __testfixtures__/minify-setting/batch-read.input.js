const api = 'https://api.cloudflare.com/client/v4';

async function minifyState(zone, token) {
  const body = await fetch(api + '/zones/' + zone + '/settings', { headers: { Authorization: 'Bearer ' + token } }).then((r) => r.json());
  for (const setting of body.result) {
    if ('minify' === setting.id) return setting.value;
  }
  return null;
}

module.exports = { minifyState };
