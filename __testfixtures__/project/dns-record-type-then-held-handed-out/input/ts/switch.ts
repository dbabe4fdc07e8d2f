import { latest, repoint } from './held';

// Makes the kept record name another one (of any type) before the update is sent.
const record = latest();
if (record) record.id = process.env.OTHER_ID ?? '';
void repoint('198.51.100.4');
