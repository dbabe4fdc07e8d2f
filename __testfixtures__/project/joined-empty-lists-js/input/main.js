const Api = require('./api');
const Checker = require('./checker');

module.exports = { api: new Api(), checker: new Checker() };
