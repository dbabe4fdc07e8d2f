import { ENDPOINTS as E } from '../src/cloudflare';
import { endpointNotice } from './lib/endpoint-notice';

const REG = E.deviceRegistrations;
/** The other routes under /devices that `/devices/:device_id` would match. */
const OTHER = /\/devices\/(policy|policies|posture|networks|settings|physical-devices|registrations|dex_tests|ip-profiles|resilience|revoke|unrevoke)(\/|$)/;

export default endpointNotice({
  id: 'zero-trust-devices',
  eol: '2025-11-11',
  source: 'later',
  title: 'Zero Trust devices → physical-devices and registrations',
  replacement: '/accounts/:account_id/devices/physical-devices, /devices/registrations',
  triggers: ['devices'],
  example: 'fetch-devices',
  explain: `The Zero Trust devices endpoints reached their end of life on 2025-11-11: GET /accounts/:account_id/devices,
GET /accounts/:account_id/devices/:device_id, GET .../devices/:device_id/override_codes, POST
.../devices/revoke and POST .../devices/unrevoke. Their replacements split a device in two: physical
devices (/accounts/:account_id/devices/physical-devices[/:device_id]) and the registrations of WARP on them
(/accounts/:account_id/devices/registrations[/:registration_id], with /override_codes, /revoke and
/unrevoke under registrations). An old device id is not a registration id, so the call is reported with
its replacement named, not renamed.
Reports every anchored call with the old route's method: raw clients, instances with the API base URL,
in-file and configured wrappers, and the SDK's zeroTrust.devices.list / get, .overrideCodes.list,
.revoke.create and .unrevoke.create (cloudflare 3.x to 7.x).
Leaves alone: the other routes under /devices (policies, posture, networks, settings, the new
physical-devices and registrations), every app's own /devices routes, URLs on other hosts, and calls of a
helper whose own request names the endpoint. In a project anchored on Cloudflare, a retired route spelled
out whole but not traced to a client (a resource class over a client handed in) is reported too, unless
the call it is handed to says another method (api.delete(path)).`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages: {
    moved: `Zero Trust devices endpoint ended 2025-11-11: use {{target}}
{{call}} no longer answers. A device is not a registration: ids from the old list are neither; read the new ids from the new list before using them.`,
  },
  // Each route is reported where spelled out whole but not traced to a client, in an anchored project.
  untracedRoutes: true,
  routes: [
    { template: E.devices, methods: ['GET'], message: 'moved', target: `GET ${E.physicalDevices} (the machines) or GET ${REG} (WARP registrations)` },
    { template: E.devicesRevoke, methods: ['POST'], message: 'moved', target: `POST ${REG}/revoke (registration ids)` },
    { template: E.devicesUnrevoke, methods: ['POST'], message: 'moved', target: `POST ${REG}/unrevoke (registration ids)` },
    { template: E.deviceOverrideCodes, methods: ['GET'], message: 'moved', target: `GET ${REG}/:registration_id/override_codes` },
    { template: E.device, methods: ['GET'], except: OTHER, message: 'moved', target: `GET ${E.physicalDevices}/:device_id or GET ${REG}/:registration_id` },
  ],
});
