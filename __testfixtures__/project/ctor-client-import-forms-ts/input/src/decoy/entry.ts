import type { Got } from 'got';

// Default-exported: its importers name it as they like, one of them with another host's client.
export default class Entry {
  private http: Got;

  constructor(http: Got) {
    this.http = http;
  }

  async minify(zone: string): Promise<unknown> {
    return this.http.get(`zones/${zone}/settings/minify`).json();
  }
}
