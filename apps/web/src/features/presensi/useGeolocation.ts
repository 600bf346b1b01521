import { useEffect, useState } from 'react';
import type { LatLong } from '@madrasah/contract/geo';

export type Position = LatLong & { accuracy: number };
export type LocationStatus = 'locating' | 'found' | 'failed';
export type DeviceLocation = { status: LocationStatus; position: Position | undefined; refresh: () => void };

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

/**
 * The device's position, asked once on mount and again on `refresh()`. While a refresh runs
 * the last position stays on screen; a failed one (denied, no signal, timeout) clears it.
 */
export function useGeolocation(): DeviceLocation {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; position: Position | undefined }>();

  useEffect(() => {
    let current = true;
    const settle = (position: Position | undefined) => {
      if (current) setResult({ attempt, position });
    };
    if ('geolocation' in navigator) {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => settle({ lat: coords.latitude, long: coords.longitude, accuracy: coords.accuracy }),
        () => settle(undefined),
        OPTIONS,
      );
    } else {
      queueMicrotask(() => settle(undefined));
    }
    return () => {
      current = false;
    };
  }, [attempt]);

  const status: LocationStatus = result?.attempt !== attempt ? 'locating' : result.position ? 'found' : 'failed';
  return { status, position: result?.position, refresh: () => setAttempt((n) => n + 1) };
}
