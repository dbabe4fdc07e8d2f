const audit = require('./decoy-audit');

module.exports = async function job(zones) {
	return audit(zones);
};
