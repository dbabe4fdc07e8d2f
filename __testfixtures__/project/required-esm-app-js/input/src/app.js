import express from 'express';

const console = express();

// An ES module: `require('./app')` elsewhere gets its namespace, with the app under `default`.
export default console;
