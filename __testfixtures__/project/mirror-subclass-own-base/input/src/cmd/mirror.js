// Our own copy of the API on another host: these subclasses name their own `base`, so nothing here reaches Cloudflare.
const { Base, Http, Fixed } = require('../lib/client');

class Mirror extends Base {
  static base = 'https://cf-mirror.internal/v4';
  static async minifyOff(zone) {
    await this.request(`/zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
    console.log('mirror updated');
  }
}

class MirrorHttp extends Http {
  base = 'https://cf-mirror.internal/v4';
  async minifyOff(zone) {
    await this.send(`/zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
    console.log('mirror updated');
  }
}

class MirrorFixed extends Fixed {
  static get base() {
    return 'https://cf-mirror.internal/v4';
  }
  static async minifyOff(zone) {
    await this.request(`/zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
    console.log('mirror updated');
  }
}

module.exports = { Mirror, MirrorHttp, MirrorFixed };
