const { send } = require('./gateway');

// Not traced (the gateway is another module's); every call here says GET, on the collection itself.
async function tunnelNames(acct) {
  const rows = await send('GET', `/accounts/${acct}/tunnels`);
  return rows.map((row) => row.name);
}

function activeTunnels(acct) {
  return send('/accounts/' + acct + '/tunnels?is_deleted=false', { method: 'GET', json: true });
}

module.exports = { tunnelNames, activeTunnels };
