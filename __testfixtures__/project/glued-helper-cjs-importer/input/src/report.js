const { managedPackages } = require('./client');

async function listAll(page) {
  return managedPackages(`?page=${page}`);
}

module.exports = { listAll };
