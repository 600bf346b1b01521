import type { LatLngTuple } from 'leaflet';
import { Suspense, lazy } from 'react';
import { usePublicConfig } from '../../lib/public-config';

// Leaflet (~45 kB gzip) loads only when a map is on screen.
const MapPreview = lazy(() => import('../map/MapPreview'));

type Props = {
  /** The pin; none shows the school's default map centre. */
  position: LatLngTuple | undefined;
  /** Lets the user move the pin (edit form). */
  onPick?: (position: LatLngTuple) => void;
};

/** The home location on a map, with the school's tiles. */
export function LocationMap({ position, onPick }: Props) {
  const { data: config } = usePublicConfig();
  const placeholder = <div className="location-map" />;
  if (!config) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MapPreview
        className="location-map"
        label="Peta lokasi tempat tinggal"
        tileUrl={config.map_tile_url}
        attribution={config.map_tile_attribution}
        defaultCenter={config.map_default_center}
        marker={position}
        onPick={onPick}
      />
    </Suspense>
  );
}

/** A pin from stored or typed coordinates; none unless both are numbers in range. */
export function positionOf(lat: unknown, long: unknown): LatLngTuple | undefined {
  const y = lat === null || lat === '' ? NaN : Number(lat);
  const x = long === null || long === '' ? NaN : Number(long);
  return Math.abs(y) <= 90 && Math.abs(x) <= 180 ? [y, x] : undefined;
}
