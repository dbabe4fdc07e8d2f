const { publish } = require('./published');

module.exports = { publish };
