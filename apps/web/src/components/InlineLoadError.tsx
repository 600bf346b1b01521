import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

type Props = { onRetry: () => void; text?: string };

/** A part of a page whose data failed to load (the API client has said why): offer a retry in place. */
export function InlineLoadError({ onRetry, text = 'Data gagal dimuat.' }: Props) {
  return (
    <Flex vertical align="center" gap={8} role="alert" style={{ paddingBlock: 16 }}>
      {/* A plain span in antd's secondary text colour: Typography would bring its large style
          sheet and code to the dashboard's first load. */}
      <span className="inline-load-error-text">{text}</span>
      <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
        Coba lagi
      </Button>
    </Flex>
  );
}
