// Commands call the Cloudflare helper through its own name and through a subclass that keeps its host;
// the mirror's own host is left alone, and so is a helper that never reads `this`.
const CF_API = 'https://api.cloudflare.com/client/v4';

class CloudflareHelper {
  static base = CF_API;
  static request(path, init) {
    return fetch(this.base + path, init);
  }
}

class ZoneHelper extends CloudflareHelper {
  static zonePath(zoneId) {
    return '/zones/' + zoneId;
  }
}

class MirrorHelper extends CloudflareHelper {
  static base = 'https://mirror.example.net/v4';
}

class FixedHelper {
  static request(path, init) {
    return fetch(CF_API + path, init);
  }
}

class LabelledHelper extends FixedHelper {
  static label = 'zones';
}

async function cssOff(zoneId) {
  await CloudflareHelper.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
  await ZoneHelper.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
  await LabelledHelper.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
  await MirrorHelper.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
  console.log('done');
}

module.exports = { cssOff };
