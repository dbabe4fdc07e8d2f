// The live CSP report endpoint keeps its name.
const REPORT_URI = "https://example.com/cdn-cgi/script_monitor/report";
module.exports = { REPORT_URI };
