/**
 * The server's Prometheus page: outside /api (not part of the API and its access map) and never
 * a page of the web app, so the service worker leaves it to the network.
 */
export const METRICS_PATH = '/metrics';
