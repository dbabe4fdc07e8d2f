// The API client's commands send through `this.request`; a plain client has nothing else to say.
const CF_API = 'https://api.cloudflare.com/client/v4';

export class Client {
  request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(CF_API + path, init);
  }
  async cssOff(zone: string): Promise<void> {
    // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
    await this.request(`/zones/${zone}/settings/minify`, { method: 'PATCH' });
    console.log('css minify off');
  }
}

export class PlainClient {
  request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(CF_API + path, init);
  }
  async cssOff(zone: string): Promise<void> {
    console.log('css minify off');
  }
}
