// The zone command keeps a label of its own, but the helper it inherits sends to the API host whatever
// class it runs on: it never reads `this`.
const CF_API = 'https://api.cloudflare.com/client/v4';

class FixedClient {
  static request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(CF_API + path, init);
  }
}

class LabelledZones extends FixedClient {
  static label = 'production';
  static async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
    console.log(this.label, 'updated');
  }
}

export { LabelledZones };
