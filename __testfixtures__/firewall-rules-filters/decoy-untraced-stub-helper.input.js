// A dry-run stand-in with the same shape: it records the paths and sends nothing.
const sent = [];

async function rehearse(zones) {
  const removeMany = async (path, ids) => {
    sent.push([path, ids.length]);
  };
  for (const zone of zones) {
    await removeMany(`/zones/${zone.id}/firewall/rules`, zone.staleRules);
  }
  return sent;
}

module.exports = { rehearse };
