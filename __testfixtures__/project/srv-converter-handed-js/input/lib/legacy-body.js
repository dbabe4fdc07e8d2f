'use strict';

// The legacy DNS host still takes the SRV parts in data.
exports.toLegacyBody = (row) => ({ type: 'SRV', data: { service: '_sip', proto: '_udp', name: row.host, priority: 0, weight: 0, port: 5060, target: row.target } });
