const { cfFetch } = require('./cf');

exports.cfdTunnels = (p) => cfFetch('/cfd_tunnel' + p);
