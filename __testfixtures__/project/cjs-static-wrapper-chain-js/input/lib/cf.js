const { Http } = require('./transport');
const { Sender } = require('./named');

const BASE = 'https://api.cloudflare.com/client/v4';

exports.cf = (path, options) => Http.dispatch(BASE + path, options);
exports.cfSender = (path, options) => Sender.dispatch(BASE + path, options);
