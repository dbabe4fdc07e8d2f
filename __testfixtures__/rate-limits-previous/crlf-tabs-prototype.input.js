const axios = require('axios');

// Tabs, CRLF and a BOM: a constructor function's client read by a prototype method.
function Limits(token) {
	this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: 'Bearer ' + token } });
}

Limits.prototype.list = function (zone) {
	return this.http.get('/zones/' + zone + '/rate_limits');
};

module.exports = Limits;
