// A subclass whose only member is keyed by a well-known symbol: it can replace no method by name.
const { Client } = require('../lib/client');

class ZoneList extends Client {
  *[Symbol.iterator]() {
    yield 'example.com';
  }
}

module.exports = { ZoneList };
