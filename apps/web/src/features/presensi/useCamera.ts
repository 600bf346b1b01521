import { useEffect, useState } from 'react';

export type Facing = 'user' | 'environment';
export type CameraStatus = 'starting' | 'live' | 'failed';

const stop = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * Streams a camera into `video` for as long as the element is mounted: unmounting it (the
 * photo was taken, the dialog closed) or switching cameras stops every track, so the camera
 * light goes off.
 */
export function useCamera(video: HTMLVideoElement | null, facing: Facing) {
  const [attempt, setAttempt] = useState(0);
  const request = `${facing}:${attempt}`;
  const [result, setResult] = useState<{ request: string; status: CameraStatus }>();

  useEffect(() => {
    if (!video) return;
    let cancelled = false;
    let stream: MediaStream | undefined;
    const open = navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia({ video: { facingMode: facing, width: { ideal: 1280 } }, audio: false })
      : Promise.reject(new Error('No camera API (an insecure page?)'));
    open
      .then(async (opened) => {
        if (cancelled) return stop(opened);
        stream = opened;
        video.srcObject = opened;
        await video.play().catch(() => undefined);
        setResult({ request, status: 'live' });
      })
      .catch(() => {
        if (!cancelled) setResult({ request, status: 'failed' });
      });
    return () => {
      cancelled = true;
      if (stream) stop(stream);
      video.srcObject = null;
    };
  }, [video, facing, request]);

  const status: CameraStatus = result?.request === request ? result.status : 'starting';
  return { status, retry: () => setAttempt((n) => n + 1) };
}
