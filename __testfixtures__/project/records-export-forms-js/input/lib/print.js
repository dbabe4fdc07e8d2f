function printRecord({ name, content, zone_id }) {
	console.log(name, content, zone_id);
}

module.exports = { printRecord };
