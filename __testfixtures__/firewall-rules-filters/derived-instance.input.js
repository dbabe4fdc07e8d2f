const got = require('got');

const base = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4', responseType: 'json' });
const authed = base.extend({ headers: { authorization: `Bearer ${process.env.CF_API_TOKEN}` } });

function client() {
  return authed;
}

class Zones {
  http() {
    return authed;
  }

  async rules(zoneId) {
    const { body } = await this.http().get(`zones/${zoneId}/firewall/rules`);
    return body.result;
  }
}

async function deleteFilter(zoneId, id) {
  await client().delete(`zones/${zoneId}/filters/${id}`);
}

module.exports = { Zones, deleteFilter };
