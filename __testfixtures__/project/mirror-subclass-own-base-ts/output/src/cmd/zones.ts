// Cloudflare itself: the inherited wrapper sends to the API.
import { Base } from '../lib/client';

export class Zones extends Base {
  static async minifyOff(zone: string): Promise<void> {
    console.log('zone updated');
  }
}
