// A mirror takes its helpers from the caller: `request` may be one sending to the mirror's own host.
const { Client } = require('../lib/client');

class Mirror extends Client {
  use(helpers) {
    Object.assign(this, helpers);
    return this;
  }
}

module.exports = { Mirror };
