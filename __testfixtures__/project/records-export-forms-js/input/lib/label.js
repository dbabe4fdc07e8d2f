// The module is the function: written inline in its whole export.
module.exports = function (record) {
	return record.name + '@' + record.zone_name;
};
