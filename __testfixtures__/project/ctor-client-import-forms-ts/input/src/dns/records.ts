import type { Got } from 'got';

// Constructed only through a namespace import, with the API client.
export class Records {
  constructor(private readonly http: Got) {}

  async minify(zone: string): Promise<unknown> {
    return this.http.get(`zones/${zone}/settings/minify`).json();
  }
}
