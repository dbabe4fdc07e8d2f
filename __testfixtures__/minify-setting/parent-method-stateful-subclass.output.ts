// The settings helper's own method is run on the mirror too, which names its own host: the path written
// in the method is sent to both, so it is reported rather than dropped. A helper whose subclass keeps
// its host, or whose request never reads `this`, is still migrated.
const CF_API = 'https://api.cloudflare.com/client/v4';

class SettingsHelper {
  static base: string = CF_API;
  static request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(this.base + path, init);
  }
  static async setMinify(zoneId: string, value: Record<string, string>): Promise<string> {
    // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
    await this.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value }) });
    return zoneId;
  }
}

class MirrorSettings extends SettingsHelper {
  static base = 'https://mirror.example.net/v4';
}

class ZoneSettings {
  static base: string = CF_API;
  static request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(this.base + path, init);
  }
  static async setMinify(zoneId: string, value: Record<string, string>): Promise<string> {
    return zoneId;
  }
}

class ProductionSettings extends ZoneSettings {}

class FixedSettings {
  static request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(CF_API + path, init);
  }
  static async setMinify(zoneId: string, value: Record<string, string>): Promise<string> {
    return zoneId;
  }
}

class LabelledSettings extends FixedSettings {
  static label = 'production';
}

export async function run(zoneId: string): Promise<void> {
  await MirrorSettings.setMinify(zoneId, { css: 'off' });
  await ProductionSettings.setMinify(zoneId, { css: 'off' });
  await LabelledSettings.setMinify(zoneId, { css: 'off' });
}
