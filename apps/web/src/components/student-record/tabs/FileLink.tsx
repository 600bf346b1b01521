import { PaperClipOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { RecordRow } from './record-tab';

/** A row's document, opened in a new tab from its signed link; nothing when the row has none. */
export function FileLink({ row }: { row: RecordRow }) {
  if (!row.file) return null;
  return (
    <Typography.Link href={`${row.main_path ?? ''}${row.file}`} target="_blank" rel="noopener noreferrer">
      <PaperClipOutlined /> Lihat
    </Typography.Link>
  );
}
