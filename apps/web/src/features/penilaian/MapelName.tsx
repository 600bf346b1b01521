import { Tag } from 'antd';

/** A subject as the grades show it: its abbreviation as a tag, then its name. */
export function MapelName({ singkatan, nama }: { singkatan: string; nama: string }) {
  return (
    <span className="mapel-name">
      {singkatan && <Tag color="green">{singkatan}</Tag>}
      {nama}
    </span>
  );
}
