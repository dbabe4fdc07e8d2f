import makeServer from 'express';

const app = makeServer();
app.disable('x-powered-by');

export default app;
