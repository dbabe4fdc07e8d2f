// Anchored project, but none of these is a retired devices route.
class Fleet {
  constructor(api) {
    this.api = api;
  }

  policy(accountId) {
    return this.api.get(`/accounts/${accountId}/devices/policy`);
  }

  machines(accountId) {
    return this.api.get(['accounts', accountId, 'devices', 'physical-devices']);
  }

  registrations(accountId) {
    return this.api.get(`/accounts/${accountId}/devices/registrations`);
  }

  // DELETE of a device is not a retired route (only its GET is).
  remove(accountId, deviceId) {
    return this.api._delete(['accounts', accountId, 'devices', deviceId]);
  }

  forget(accountId, deviceId) {
    return this.api.request(`/accounts/${accountId}/devices/${deviceId}`, { method: 'DELETE' });
  }

  own(accountId) {
    return fetch(`https://fleet.example.org/accounts/${accountId}/devices`);
  }
}

module.exports = Fleet;
