import { Suspense, lazy } from 'react';
import { usePublicConfig } from '../../lib/public-config';
import type { MapPreviewProps } from './MapPreview';

// Leaflet (~45 kB gzip) loads only when a map is on screen.
const MapPreview = lazy(() => import('./MapPreview'));

type Props = Omit<MapPreviewProps, 'tileUrl' | 'attribution' | 'defaultCenter'> & { className: string };

/** A map with the installation's tiles and default centre; an empty box of its size until Leaflet has loaded. */
export function SchoolMap(props: Props) {
  const { data: config } = usePublicConfig();
  const placeholder = <div className={props.className} />;
  if (!config) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MapPreview {...props} tileUrl={config.map_tile_url} attribution={config.map_tile_attribution} defaultCenter={config.map_default_center} />
    </Suspense>
  );
}
