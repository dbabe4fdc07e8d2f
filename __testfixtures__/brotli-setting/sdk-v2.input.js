const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN });

async function configure(zoneId) {
    await cf.zoneSettings.edit(zoneId, 'always_online', { value: 'on' });
    await cf.zoneSettings.edit(zoneId, 'brotli', { value: 'on' }); // faster pages
    cf.zoneSettings.edit(zoneId, 'brotli', { value: 'off' }).catch(console.error);
    await cf.zoneSettings.editAll(zoneId, {
        items: [
            { id: 'ssl', value: 'flexible' },
            { id: 'brotli', value: 'on' },
            { id: 'minify', value: { css: 'on', html: 'on', js: 'on' } },
        ],
    });
}

module.exports = { configure };
