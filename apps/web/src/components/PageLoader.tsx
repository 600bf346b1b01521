import { Flex, Spin } from 'antd';

/** Shown while a page's code or data loads. */
export function PageLoader() {
  return (
    <Flex className="page-loader" align="center" justify="center" role="status" aria-live="polite">
      <Spin size="large" description="Memuat…" />
    </Flex>
  );
}
