import { Button, Result } from 'antd';

type Props = { title: string; onRetry: () => void };

/** A load that failed for a reason other than access (network, server): offer to try again. */
export default function LoadError({ title, onRetry }: Props) {
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" onClick={onRetry}>
          Coba lagi
        </Button>
      }
    />
  );
}
