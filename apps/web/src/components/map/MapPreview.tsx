import { latLng, type LatLng, type LatLngTuple, type Marker as LeafletMarker } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { mobile } from '../mobile';
import './map-preview.css';
import { markerIcon } from './marker-icon';

export type MapArea = { center: LatLngTuple; radius: number };

export type MapPreviewProps = {
  /** Tile URL template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  tileUrl: string;
  /** The tile provider's credit (HTML), from the server's configuration. */
  attribution: string;
  /** Where the map looks when there is no marker. */
  defaultCenter: LatLngTuple;
  /** A pin, e.g. the user's position. */
  marker?: LatLngTuple;
  /** A circle in metres, e.g. the school's geofence. */
  area?: MapArea;
  label: string;
  className?: string;
  /** Lets the user place the pin: a click on the map or dragging the pin reports the new spot. */
  onPick?: (position: LatLngTuple) => void;
};

const CLOSE_ZOOM = 17;
const WIDE_ZOOM = 12;

/**
 * A small map showing a pin and an optional circle. Leaflet weighs ~45 kB gzip, so
 * import this component (or the screen holding it) lazily. On a phone one finger scrolls the
 * page past the map and two fingers move and zoom it: a map that took every one-finger swipe
 * would trap the page's scrolling.
 */
export default function MapPreview({ tileUrl, attribution, defaultCenter, marker, area, label, className, onPick }: MapPreviewProps) {
  return (
    <div role="region" aria-label={label} className={className ? `map-preview ${className}` : 'map-preview'}>
      <MapContainer
        center={marker ?? defaultCenter}
        zoom={marker ? CLOSE_ZOOM : WIDE_ZOOM}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
        dragging={!mobile}
      >
        <TileLayer url={tileUrl} attribution={attribution} />
        {area && <Circle center={area.center} radius={area.radius} pathOptions={{ color: '#0b6b3a', weight: 2, fillOpacity: 0.12 }} />}
        {marker && (
          <Marker
            position={marker}
            icon={markerIcon}
            draggable={onPick !== undefined}
            eventHandlers={onPick && { dragend: (e) => onPick(latLngTuple((e.target as LeafletMarker).getLatLng())) }}
          />
        )}
        {onPick && <PickOnClick onPick={onPick} />}
        <FitView defaultCenter={defaultCenter} marker={marker} area={area} keepVisiblePin={onPick !== undefined} />
        <FollowSize />
      </MapContainer>
      {mobile && <span className="map-preview-hint">Geser peta dengan dua jari</span>}
    </div>
  );
}

const latLngTuple = ({ lat, lng }: LatLng): LatLngTuple => [lat, lng];

function PickOnClick({ onPick }: { onPick: (position: LatLngTuple) => void }) {
  useMapEvents({ click: (e) => onPick(latLngTuple(e.latlng)) });
  return null;
}

type FitViewProps = Pick<MapPreviewProps, 'defaultCenter' | 'marker' | 'area'> & {
  /** A pin the user places stays where they are looking: the view moves only to bring it into sight. */
  keepVisiblePin: boolean;
};

/** MapContainer reads its centre once; this moves the view when the pin or the circle moves. */
function FitView({ defaultCenter, marker, area, keepVisiblePin }: FitViewProps) {
  const map = useMap();
  const [markerLat, markerLong] = marker ?? [];
  const [areaLat, areaLong] = area?.center ?? [];
  const areaRadius = area?.radius;
  const [defaultLat, defaultLong] = defaultCenter;

  useEffect(() => {
    if (markerLat === undefined || markerLong === undefined) {
      map.setView([defaultLat, defaultLong], WIDE_ZOOM);
      return;
    }
    if (keepVisiblePin && map.getBounds().contains([markerLat, markerLong])) return;
    if (areaLat === undefined || areaLong === undefined || areaRadius === undefined) {
      map.setView([markerLat, markerLong], CLOSE_ZOOM);
      return;
    }
    // Both the pin and the whole circle in view, so a user outside it sees how far off they are.
    const bounds = latLng(areaLat, areaLong)
      .toBounds(areaRadius * 2)
      .extend([markerLat, markerLong]);
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: CLOSE_ZOOM });
  }, [map, markerLat, markerLong, areaLat, areaLong, areaRadius, defaultLat, defaultLong, keepVisiblePin]);
  return null;
}

/** Leaflet measures its box once; a box that grows later (a dialog opening, a rotation) needs telling. */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
