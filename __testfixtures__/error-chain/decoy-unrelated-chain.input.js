// Errors from our Rust sidecar carry their own cause chain; nothing to do with any DNS provider.
const { request } = require('./sidecar-client');

function describe(err) {
  return err.error_chain.map((e) => e.msg).join(' <- ');
}

async function resolveWithSidecar(name) {
  try {
    return await request('resolve', { name });
  } catch (err) {
    if (err.code === 1004) {
      return { name, addresses: [], reason: describe(err) };
    }
    const root = err.error_chain[0];
    throw new Error(`sidecar: ${root.msg}`);
  }
}

module.exports = { resolveWithSidecar };
