const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN });

async function configure(zoneId) {
    await cf.zoneSettings.edit(zoneId, 'always_online', { value: 'on' });
    // cf-codemod(brotli-setting): brotli can no longer be turned off (removed 2024-08-15): on Enterprise, use a Compression Rule instead
    cf.zoneSettings.edit(zoneId, 'brotli', { value: 'off' }).catch(console.error);
    await cf.zoneSettings.editAll(zoneId, {
        items: [
            { id: 'ssl', value: 'flexible' },
            { id: 'minify', value: { css: 'on', html: 'on', js: 'on' } },
        ],
    });
}

module.exports = { configure };
