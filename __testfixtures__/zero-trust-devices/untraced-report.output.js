// A resource class over a client handed in: the request is the client's, the paths are spelled here.
class Devices {
  constructor(api) {
    this.api = api;
  }

  list(accountId) {
    // cf-codemod(zero-trust-devices): /accounts/:account_id/devices is written here, but its request is not traced to a Cloudflare client: GET /accounts/:account_id/devices/physical-devices (the machines) or GET /accounts/:account_id/devices/registrations (WARP registrations)
    return this.api.get(['accounts', accountId, 'devices']);
  }

  get(accountId, deviceId) {
    // cf-codemod(zero-trust-devices): /accounts/:account_id/devices/:device_id is written here, but its request is not traced to a Cloudflare client: GET /accounts/:account_id/devices/physical-devices/:device_id or GET /accounts/:account_id/devices/registrations/:registration_id
    return this.api.get(`/accounts/${accountId}/devices/${deviceId}`);
  }

  revoke(accountId, ids) {
    // cf-codemod(zero-trust-devices): /accounts/:account_id/devices/revoke is written here, but its request is not traced to a Cloudflare client: POST /accounts/:account_id/devices/registrations/revoke (registration ids)
    return this.api.post(`/accounts/${accountId}/devices/revoke`, ids);
  }

  fallbackDomains(accountId) {
    return this.api.get(['accounts', accountId, 'devices', 'policy', 'fallback_domains']);
  }
}

module.exports = Devices;
