const { relay, pick } = require('./directory-relay');

const ROOT = process.env.DIRECTORY_ROOT;

// An organization id held in a const, whatever the const is given: reported.
async function fromPick() {
  const orgId = pick('team');
  return relay(`${ROOT}/organizations/${orgId}`);
}

async function fromSettings(settings) {
  const orgId = settings.organization;
  return relay(ROOT + '/organizations/' + orgId);
}

async function fromAnswer() {
  const organizationId = await pick('first');
  return relay(`${ROOT}/organizations/${organizationId}`);
}

module.exports = { fromPick, fromSettings, fromAnswer };
