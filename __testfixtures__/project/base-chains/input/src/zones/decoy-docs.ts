import { DOCS_HOST } from '../config';

// A link to the documentation of the old route: not an API call.
export const oldRouteDocs = `${DOCS_HOST}/zones/abc/script_monitor/scripts`;
