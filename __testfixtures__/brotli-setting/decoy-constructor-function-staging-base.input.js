// The same old-style client pointed at a local mock: the base argument replaces the API's default.
function EdgeClient(token, base) {
  this.base = base || 'https://api.cloudflare.com/client/v4';
  this.token = token;
}

EdgeClient.prototype.send = function (method, path, body) {
  return fetch(this.base + path, {
    method: method,
    headers: { Authorization: 'Bearer ' + this.token },
    body: body ? JSON.stringify(body) : undefined,
  });
};

const mock = new EdgeClient(process.env.MOCK_TOKEN, 'http://127.0.0.1:8787');

async function primeMock(zoneId) {
  await mock.send('PATCH', '/zones/' + zoneId + '/settings/brotli', { value: 'on' });
}

module.exports = { primeMock };
