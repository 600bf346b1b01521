import { LIMITS } from './limits.js';

export type LatLong = { lat: number; long: number };

/** Great-circle distance in metres (haversine, Earth radius 6371 km as the spec fixes). */
export function distanceMetres(a: LatLong, b: LatLong): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * LIMITS.earthRadiusKm * 1000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
