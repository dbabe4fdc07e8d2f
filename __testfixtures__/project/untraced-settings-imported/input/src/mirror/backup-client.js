import axios from 'axios';

// The panel's own backup service keeps a copy of each zone's settings.
export const backupClient = axios.create({ baseURL: 'https://backup.panel.example.org/v1' });
