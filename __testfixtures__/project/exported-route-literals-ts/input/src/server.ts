import express from 'express';
import { PATHS, listSessions } from './paths';

const app = express();

app.get(PATHS.sessionKeys, async (_req, res) => {
  res.json(await listSessions(process.env.ACCOUNT ?? ''));
});

export default app;
