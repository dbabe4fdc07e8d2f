const { z } = require('zod');

const NetworkSlice = z.enum(['summary/protocol', 'top/vertical', 'top/industry']).default('summary/protocol');

const Anything = z.string().describe('Any route below layer 3.');

module.exports = { NetworkSlice, Anything };
