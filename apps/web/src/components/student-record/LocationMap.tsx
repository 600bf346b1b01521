import type { LatLngTuple } from 'leaflet';
import { SchoolMap } from '../map/SchoolMap';

type Props = {
  /** The pin; none shows the school's default map centre. */
  position: LatLngTuple | undefined;
  /** Lets the user move the pin (edit form). */
  onPick?: (position: LatLngTuple) => void;
};

/** The home location on a map, with the school's tiles. */
export function LocationMap({ position, onPick }: Props) {
  return <SchoolMap className="location-map" label="Peta lokasi tempat tinggal" marker={position} onPick={onPick} />;
}

/** A pin from stored or typed coordinates; none unless both are numbers in range. */
export function positionOf(lat: unknown, long: unknown): LatLngTuple | undefined {
  const y = lat === null || lat === '' ? NaN : Number(lat);
  const x = long === null || long === '' ? NaN : Number(long);
  return Math.abs(y) <= 90 && Math.abs(x) <= 180 ? [y, x] : undefined;
}
