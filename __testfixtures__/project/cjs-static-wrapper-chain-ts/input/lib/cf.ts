const { Http } = require('./transport');
const { Sender } = require('./named');

const BASE = 'https://api.cloudflare.com/client/v4';

exports.cf = (path: string, options?: RequestInit) => Http.dispatch(BASE + path, options);
exports.cfSender = (path: string, options?: RequestInit) => Sender.dispatch(BASE + path, options);
