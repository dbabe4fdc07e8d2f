// Records client: a request method with the API base, and a method that PATCHes its caller's body.
class RecordsApi {
  constructor(token) {
    this.token = token;
  }

  async request(path, init = {}) {
    return fetch('https://api.cloudflare.com/client/v4' + path, init);
  }

  async updateRecord(zone, id, changes) {
    const res = await this.request(`/zones/${zone}/dns_records/${id}`, { method: 'PATCH', body: JSON.stringify(changes) });
    return res.json();
  }
}

// One client for the whole tool.
const records = new RecordsApi(process.env.CF_API_TOKEN);

module.exports = { RecordsApi, records };
