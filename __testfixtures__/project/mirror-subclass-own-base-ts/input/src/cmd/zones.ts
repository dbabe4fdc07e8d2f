// Cloudflare itself: the inherited wrapper sends to the API.
import { Base } from '../lib/client';

export class Zones extends Base {
  static async minifyOff(zone: string): Promise<void> {
    await this.request(`/zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
    console.log('zone updated');
  }
}
