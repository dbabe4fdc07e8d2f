// The mirror command calls the inherited helper through the mirror's own name: it sends to the mirror's host.
const CF_API = 'https://api.cloudflare.com/client/v4';

class CloudflareHelper {
  static base: string = CF_API;
  static request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(this.base + path, init);
  }
}

class MirrorHelper extends CloudflareHelper {
  static base = 'https://mirror.example.net/v4';
}

export async function mirrorCssOff(zoneId: string): Promise<void> {
  await MirrorHelper.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
}
