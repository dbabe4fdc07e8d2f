// The mirror command calls the inherited helper through the mirror's own name: it sends to the mirror's host.
const CF_API = 'https://api.cloudflare.com/client/v4';

class CloudflareHelper {
  static base = CF_API;
  static request(path, init) {
    return fetch(this.base + path, init);
  }
}

class MirrorHelper extends CloudflareHelper {
  static base = 'https://mirror.example.net/v4';
}

async function mirrorCssOff(zoneId) {
  await MirrorHelper.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
}

module.exports = { mirrorCssOff };
