import type { Got } from 'got';

// Default-exported: its importers name it as they like, one of them with another host's client.
export default class Entry {
  private http: Got;

  constructor(http: Got) {
    this.http = http;
  }

  async minify(zone: string): Promise<unknown> {
    // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
    return this.http.get(`zones/${zone}/settings/minify`).json();
  }
}
