import { Link, useNavigate } from 'react-router-dom';

// The app's own pages mirror the API's paths: links, routes and navigation are not requests.
export function ZoneMenu({ zoneId }: { zoneId: string }) {
  const navigate = useNavigate();
  return (
    <nav>
      <Link to={`/zones/${zoneId}/firewall/rules`}>Firewall rules</Link>
      <a href={'/zones/' + zoneId + '/filters'}>Filters</a>
      <button onClick={() => navigate(`/zones/${zoneId}/firewall/rules`)}>Open</button>
    </nav>
  );
}
