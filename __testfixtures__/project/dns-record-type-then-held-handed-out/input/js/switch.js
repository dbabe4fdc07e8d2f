const { latest, repoint } = require('./held');

// Makes the kept record name another one (of any type) before the update is sent.
const record = latest();
if (record) record.id = process.env.OTHER_ID;
repoint('198.51.100.4');
