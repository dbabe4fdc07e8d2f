// Also handed the zones list by the audit job: not only records.
module.exports = function (items) {
	return items.filter((i) => i.zone_name).length;
};
