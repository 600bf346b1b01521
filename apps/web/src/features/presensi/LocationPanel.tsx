import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import type { LatLngTuple } from 'leaflet';
import { MSG } from '@madrasah/contract/messages';
import type { Privilege } from '@madrasah/contract/schemas/session';
import MapPreview from '../../components/map/MapPreview';
import { formatMeters } from '../../lib/format';
import { usePublicConfig } from '../../lib/public-config';
import type { DeviceLocation } from './useGeolocation';

type Props = {
  location: DeviceLocation;
  setting: Privilege['presensi']['setting'];
  /** This device's estimate of its distance to the school, in metres, once it has a position. */
  distance: number | undefined;
};

const coordinate = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(6));

/**
 * Where the user is: a map with their pin and the school's radius, the coordinates, and this
 * device's estimate of the distance (the server measures again and decides).
 */
export function LocationPanel({ location, setting, distance }: Props) {
  const { data: config } = usePublicConfig();
  const { position, status } = location;
  const geofence = setting.radius_active === '1';
  const marker: LatLngTuple | undefined = position && [position.lat, position.long];

  return (
    <div className="location">
      {status === 'failed' && <Alert type="warning" showIcon title={MSG.locationRequired} />}
      {config ? (
        <MapPreview
          className="location-map"
          label="Peta lokasi"
          tileUrl={config.map_tile_url}
          attribution={config.map_tile_attribution}
          defaultCenter={config.map_default_center}
          marker={marker}
          area={geofence ? { center: [setting.lat, setting.long], radius: setting.radius } : undefined}
        />
      ) : (
        <div className="location-map" />
      )}
      <dl className="location-facts">
        <div>
          <dt>Latitude</dt>
          <dd>{coordinate(position?.lat)}</dd>
        </div>
        <div>
          <dt>Longitude</dt>
          <dd>{coordinate(position?.long)}</dd>
        </div>
        {distance !== undefined && (
          <div>
            <dt>Jarak ke madrasah</dt>
            <dd>
              {formatMeters(distance)}{' '}
              {geofence && (
                <Tag color={distance <= setting.radius ? 'green' : 'orange'}>
                  {distance <= setting.radius ? 'Dalam radius' : `Di luar radius ${setting.radius} m`}
                </Tag>
              )}
            </dd>
          </div>
        )}
      </dl>
      <Button icon={<EnvironmentOutlined />} loading={status === 'locating'} onClick={location.refresh}>
        Refresh Lokasi
      </Button>
    </div>
  );
}
