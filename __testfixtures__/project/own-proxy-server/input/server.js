// Serves the panel and forwards /api/... to the Cloudflare API with the server's credentials.
var request = require('request');
var connect = require('connect');
var config = require('./config.json');

var upstream = 'https://api.cloudflare.com/client/v4';
var app = connect();

app.use(function (req, res, next) {
	if (req.url.startsWith('/api')) {
		var path = req.url.substring(4);
		request({
			method: req.method,
			uri: upstream + path,
			headers: { 'X-Auth-Email': config.email, 'X-Auth-Key': config.key },
			body: req.body,
			json: true,
		}).pipe(res);
	} else {
		next();
	}
});

app.listen(8000);
