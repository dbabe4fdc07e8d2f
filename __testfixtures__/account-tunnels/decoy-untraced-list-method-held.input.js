const { send } = require('./gateway');

// Not traced (the gateway is another module's); the options a name holds say GET, on the collection itself.
const listing = { method: 'GET', json: true };

function allTunnels(acct) {
  return send(`/accounts/${acct}/tunnels`, listing);
}

module.exports = { allTunnels };
