// Cloudflare itself: the inherited wrapper sends to the API.
const { Base } = require('../lib/client');

class Zones extends Base {
  static async minifyOff(zone) {
    await this.request(`/zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
    console.log('zone updated');
  }
}

module.exports = { Zones };
