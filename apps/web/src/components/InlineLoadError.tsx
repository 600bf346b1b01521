import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

type Props = { onRetry: () => void; text?: string };

/** A part of a page whose data failed to load (the API client has said why): offer a retry in place. */
export function InlineLoadError({ onRetry, text = 'Data gagal dimuat.' }: Props) {
  return (
    <Flex vertical align="center" gap={8} role="alert" style={{ paddingBlock: 16 }}>
      <Typography.Text type="secondary">{text}</Typography.Text>
      <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
        Coba lagi
      </Button>
    </Flex>
  );
}
