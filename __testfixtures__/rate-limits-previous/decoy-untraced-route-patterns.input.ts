import express from 'express';

// The app's own routes: a router's patterns start with '/', and the app answers them itself.
const router = express.Router();
const LIMITS_ROUTE = '/zones/:zoneId/rate_limits';

router.get(LIMITS_ROUTE, (req, res) => {
  res.json({ zone: req.params.zoneId, limits: [] });
});
router.delete('/zones/:zoneId/rate_limits/:limitId', (req, res) => {
  res.status(204).end();
});

export default router;
