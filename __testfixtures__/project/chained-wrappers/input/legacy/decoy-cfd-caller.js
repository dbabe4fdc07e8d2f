const { cfdTunnels } = require('./cfd');

module.exports = (id) => cfdTunnels('/' + id);
