import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { mobile } from './mobile';
import './pdf-view.css';

type Props = {
  /** The PDF's signed link; null when there is none. */
  src: string | null;
  /** What the document is called, e.g. 'Tata Tertib Peserta Didik'. */
  name: string;
  /** Shown when there is no document. */
  emptyText: string;
};

/** An active document of the school: embedded on a desktop, a card with an open button on a phone. */
export function PdfView({ src, name, emptyText }: Props) {
  if (!src) return <Empty description={emptyText} />;
  // A desktop shows the PDF in the page; a phone opens it in its own viewer (spec 02 section 2).
  if (!mobile) return <iframe className="pdf-view-frame" src={src} title={name} />;
  return (
    <Card size="small" className="pdf-view-card">
      <Flex vertical align="center" gap={12}>
        <FilePdfOutlined className="pdf-view-icon" aria-hidden />
        <Typography.Text strong>{name}</Typography.Text>
        <Button type="primary" href={src} target="_blank" rel="noopener noreferrer" icon={<FilePdfOutlined />}>
          Buka PDF
        </Button>
      </Flex>
    </Card>
  );
}
