// A local mock server's client with the same static shape.
class MockApi {
  static get apiRoot() {
    return 'http://localhost:8787/mock';
  }

  async rules(zoneId) {
    const url = new URL(`${MockApi.apiRoot}/zones/${zoneId}/firewall/rules`);
    return fetch(url.toString());
  }
}

module.exports = { MockApi };
