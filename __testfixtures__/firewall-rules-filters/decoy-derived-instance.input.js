const got = require('got');

const cf = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4' });
const appliance = got.extend({ prefixUrl: 'https://fw.internal.example/api' });

// Two classes with a method of the same name handing out different clients: neither is trusted.
class Edge {
  http() {
    return cf;
  }
}

class Appliance {
  http() {
    return appliance;
  }

  async rules(zoneId) {
    const { body } = await this.http().get(`zones/${zoneId}/firewall/rules`);
    return body;
  }
}

module.exports = { Edge, Appliance };
