const got = require('got');
const Handle = require('./entry');

const staging = got.extend({ prefixUrl: 'https://dns-staging.example.net/' });

module.exports.rehearsal = new Handle(staging);
