// The settings helper's own method is run on the mirror too, which names its own host: the path written
// in the method is sent to both, so it is reported rather than dropped. A helper whose subclass keeps
// its host, or whose request never reads `this`, is still migrated.
const CF_API = 'https://api.cloudflare.com/client/v4';

class SettingsHelper {
  static base = CF_API;
  static request(path, init) {
    return fetch(this.base + path, init);
  }
  static async setMinify(zoneId, value) {
    await this.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value }) });
    return zoneId;
  }
}

class MirrorSettings extends SettingsHelper {
  static base = 'https://mirror.example.net/v4';
}

class ZoneSettings {
  static base = CF_API;
  static request(path, init) {
    return fetch(this.base + path, init);
  }
  static async setMinify(zoneId, value) {
    await this.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value }) });
    return zoneId;
  }
}

class ProductionSettings extends ZoneSettings {}

class FixedSettings {
  static request(path, init) {
    return fetch(CF_API + path, init);
  }
  static async setMinify(zoneId, value) {
    await this.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value }) });
    return zoneId;
  }
}

class LabelledSettings extends FixedSettings {
  static label = 'production';
}

async function run(zoneId) {
  await MirrorSettings.setMinify(zoneId, { css: 'off' });
  await ProductionSettings.setMinify(zoneId, { css: 'off' });
  await LabelledSettings.setMinify(zoneId, { css: 'off' });
}

module.exports = { run };
