import type { Got } from 'got';

// Constructed only through a namespace import, with the API client.
export class Records {
  constructor(private readonly http: Got) {}

  async minify(zone: string): Promise<unknown> {
    // cf-codemod(minify-setting): Auto Minify can no longer be read (removed 2024-08-05): drop the code that depends on it (kept: its result is used)
    return this.http.get(`zones/${zone}/settings/minify`).json();
  }
}
