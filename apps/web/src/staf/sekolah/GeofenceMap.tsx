import type { LatLngTuple } from 'leaflet';
import { SchoolMap } from '../../components/map/SchoolMap';

type Props = {
  /** The school's point; none shows the installation's default map centre until one is picked. */
  center: LatLngTuple | undefined;
  radius: number;
  /** Whether the circle applies (drawn only then). */
  active: boolean;
  /** Lets the operator move the point by dragging the pin or clicking the map; absent when read-only. */
  onPick?: (position: LatLngTuple) => void;
};

/** The clock-in geofence on the portal's map: the school's pin and its radius circle. */
export function GeofenceMap({ center, radius, active, onPick }: Props) {
  return (
    <SchoolMap
      className="geofence-map"
      label="Peta lokasi madrasah dan radius presensi"
      marker={center}
      area={center && active && radius > 0 ? { center, radius } : undefined}
      onPick={onPick}
    />
  );
}

/** The saved point as a pin; (0, 0), a new installation's, counts as none yet. */
export function pinOf(lat: unknown, long: unknown): LatLngTuple | undefined {
  if (typeof lat !== 'number' || typeof long !== 'number' || !Number.isFinite(lat) || !Number.isFinite(long)) return undefined;
  if (lat === 0 && long === 0) return undefined;
  return Math.abs(lat) <= 90 && Math.abs(long) <= 180 ? [lat, long] : undefined;
}

/** A picked point rounded to six decimals (about 10 cm), as the form shows it. */
export const roundedPin = ([lat, long]: LatLngTuple): LatLngTuple => [Number(lat.toFixed(6)), Number(long.toFixed(6))];
