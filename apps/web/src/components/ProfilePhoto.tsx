import { Avatar } from 'antd';
import defaultAvatar from '../assets/avatar-default.svg';
import { mobile } from './mobile';

/** A person's photo beside their personal data, the default picture when there is none. */
export function ProfilePhoto({ src, nama }: { src: string | undefined; nama: string }) {
  return <Avatar className="data-diri-photo" shape="square" size={mobile ? 112 : 144} src={src ?? defaultAvatar} alt={`Foto ${nama}`} />;
}
