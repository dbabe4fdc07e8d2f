const { cfFetch } = require('./cf');

exports.tunnels = (p, init) => cfFetch('/tunnels' + p, init);
