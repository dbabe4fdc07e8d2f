class Zones {
  constructor(token) {
    this.token = token;
  }

  update(zone, id, value) {
    return fetch('https://api.cloudflare.com/client/v4/zones/' + zone + '/settings/' + id, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer ' + this.token },
      body: JSON.stringify({ value: value }),
    });
  }
}

module.exports = Zones;
