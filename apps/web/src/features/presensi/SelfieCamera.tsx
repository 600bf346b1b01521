import { CameraOutlined, ReloadOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { shrinkToJpeg } from '../../lib/shrink-image';
import { useCamera, type Facing } from './useCamera';

type Props = {
  /** The captured selfie (JPEG data URL), or undefined while the camera is live. */
  photo: string | undefined;
  onPhoto: (photo: string | undefined) => void;
};

/** A live selfie camera (front camera first) that becomes the captured photo, with a retake. */
export function SelfieCamera({ photo, onPhoto }: Props) {
  const [facing, setFacing] = useState<Facing>('user');
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const camera = useCamera(video, facing);

  const capture = () => {
    if (video && video.videoWidth > 0) onPhoto(shrinkToJpeg(video, video.videoWidth, video.videoHeight));
  };

  return (
    <div className="selfie">
      <div className="selfie-frame">
        {photo ? (
          <img src={photo} alt="Foto selfi" />
        ) : (
          <video ref={setVideo} className={facing === 'user' ? 'mirrored' : undefined} playsInline muted autoPlay aria-label="Kamera" />
        )}
        {!photo && camera.status === 'starting' && (
          <div className="selfie-overlay">
            <Spin />
            <span>Membuka kamera…</span>
          </div>
        )}
        {!photo && camera.status === 'failed' && (
          <div className="selfie-overlay" role="alert">
            <span>Kamera tidak dapat dibuka. Izinkan akses kamera, lalu coba lagi.</span>
            <Button size="small" onClick={camera.retry}>
              Coba lagi
            </Button>
          </div>
        )}
      </div>
      <div className="selfie-actions">
        {photo ? (
          <Button icon={<ReloadOutlined />} onClick={() => onPhoto(undefined)}>
            Ganti Foto
          </Button>
        ) : (
          <>
            <Button
              icon={<SwapOutlined />}
              onClick={() => setFacing((f) => (f === 'user' ? 'environment' : 'user'))}
              title={facing === 'user' ? 'Pakai kamera belakang' : 'Pakai kamera depan'}
            >
              Ganti Kamera
            </Button>
            <Button type="primary" icon={<CameraOutlined />} disabled={camera.status !== 'live'} onClick={capture}>
              Ambil Foto
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
