import express from 'express';
import { listKeys } from './handlers';

// The app's own route, served by an imported handler, under a path const shared with nothing else.
const KEYS = '/accounts/:account/workers/namespaces/:ns/keys';

const app = express();
app.get(KEYS, listKeys);

export default app;
