// Constructor functions whose instance may not send to the API host when the request is made.
function EdgeClient(token) {
  this.base = 'https://api.cloudflare.com/client/v4';
  this.token = token;
}

EdgeClient.prototype.send = function (method, path, body) {
  return fetch(this.base + path, { method: method, body: JSON.stringify(body) });
};

const edge = new EdgeClient(process.env.CF_API_TOKEN);
// Pointed at a local stand-in when testing: the base is no longer known to be the API's.
if (process.env.STUB_URL) edge.base = process.env.STUB_URL;

// A plain function may run on any object: here it points a relay at a local stand-in.
function Relay() {
  this.origin = 'https://api.cloudflare.com/client/v4';
}

Relay.prototype.send = function (method, path, body) {
  return fetch(this.origin + path, { method: method, body: JSON.stringify(body) });
};

function aim(target) {
  this.origin = 'http://localhost:8787';
  return target;
}

async function tune(zoneId) {
  await edge.send('PATCH', `/zones/${zoneId}/settings/brotli`, { value: 'on' });
  const relay = new Relay();
  aim.call(relay, null);
  await relay.send('PATCH', `/zones/${zoneId}/settings/brotli`, { value: 'on' });
}

module.exports = { tune, aim };
