// The body is also handed to a logger before it is sent: the converter is not the request's alone.
function entryBody(e) {
	return { type: 'SRV', data: { service: e.service, proto: e.proto, name: e.name, priority: 0, weight: 0, port: e.port, target: e.target } };
}

module.exports = { entryBody };
