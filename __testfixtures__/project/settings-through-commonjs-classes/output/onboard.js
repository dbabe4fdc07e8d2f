const { Client } = require('./lib/client');
const Zones = require('./lib/zones');
const { SettingsClient } = require('./lib/settings');

// Settings applied to every new zone, through the library's CommonJS clients.
async function onboard(zone, token) {
  const client = new Client(token);
  await client.setSetting(zone, 'ssl', 'strict');
  await new SettingsClient(token).put(zone, 'always_use_https', 'on');
}

module.exports = { onboard };
