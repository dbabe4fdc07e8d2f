const { tunnels } = require('./tunnels');

async function sweep(id) {
  await tunnels(`/${id}/connections`, { method: 'DELETE' });
}

module.exports = { sweep };
