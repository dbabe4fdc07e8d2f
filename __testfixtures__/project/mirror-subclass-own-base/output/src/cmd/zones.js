// Cloudflare itself: the inherited wrapper sends to the API.
const { Base } = require('../lib/client');

class Zones extends Base {
  static async minifyOff(zone) {
    console.log('zone updated');
  }
}

module.exports = { Zones };
