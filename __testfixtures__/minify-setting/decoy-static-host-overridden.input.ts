// A staging copy of the settings service answers on the team's own host: its static `origin()` replaces
// the Cloudflare one, so every inherited static helper called on it (or on `this` inside it) goes there.
class SettingsApi {
  static origin(): string {
    return 'https://api.cloudflare.com/client/v4';
  }

  static target(path: string): URL {
    return new URL(`${this.origin()}/${path}`);
  }

  static async send(target: URL, method: string, value: unknown) {
    const reply = await fetch(target.toString(), { method, body: JSON.stringify({ value }) });
    return reply.json();
  }

  static async put(path: string, init: RequestInit) {
    const reply = await fetch(`${this.origin()}/${path}`, init);
    return reply.json();
  }

  static async cssOff(zone: string) {
    return this.put(`zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
  }

  static async jsOff(zone: string) {
    return SettingsApi.send(this.target(`zones/${zone}/settings/minify`), 'PATCH', { js: 'off' });
  }
}

class StagingApi extends SettingsApi {
  static origin(): string {
    return 'https://staging.example.org/client/v4';
  }
}

export async function quietStaging(zone: string): Promise<void> {
  await StagingApi.send(StagingApi.target(`zones/${zone}/settings/minify`), 'PATCH', { css: 'off', html: 'off' });
  await StagingApi.put(`zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { html: 'off' } }) });
  await StagingApi.cssOff(zone);
  await StagingApi.jsOff(zone);
}
