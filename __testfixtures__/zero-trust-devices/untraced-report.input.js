// A resource class over a client handed in: the request is the client's, the paths are spelled here.
class Devices {
  constructor(api) {
    this.api = api;
  }

  list(accountId) {
    return this.api.get(['accounts', accountId, 'devices']);
  }

  get(accountId, deviceId) {
    return this.api.get(`/accounts/${accountId}/devices/${deviceId}`);
  }

  revoke(accountId, ids) {
    return this.api.post(`/accounts/${accountId}/devices/revoke`, ids);
  }

  fallbackDomains(accountId) {
    return this.api.get(['accounts', accountId, 'devices', 'policy', 'fallback_domains']);
  }
}

module.exports = Devices;
