'use strict';

// Turns a row of the zone sheet into a DNS record body.
function rowToRecord(row) {
	switch (row.type) {
		case 'SRV':
			return {
				type: 'SRV',
				data: {
					service: row.service,
					proto: row.proto,
					name: row.name,
					priority: Number(row.priority),
					weight: Number(row.weight),
					port: Number(row.port),
					target: row.target,
				},
			};
		default:
			return { type: row.type, name: row.name, content: row.content };
	}
}

module.exports = { rowToRecord };
