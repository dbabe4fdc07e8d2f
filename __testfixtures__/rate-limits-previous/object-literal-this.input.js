// A client written as an object literal: its methods read the literal's own `http`
// through `this` (called as `limits.list(zone)`), also from an arrow inside the method.
const axios = require('axios');

const limits = {
	http: axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' }),
	list(zone) {
		return this.http.get(`/zones/${zone}/rate_limits`);
	},
	later(zone) {
		return Promise.resolve().then(() => this.http.get(`/zones/${zone}/rate_limits`));
	},
};

module.exports = { limits };
