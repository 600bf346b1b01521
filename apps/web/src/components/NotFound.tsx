import { Result } from 'antd';
import { MSG } from '@madrasah/contract/messages';
import { HomeButton } from './HomeButton';

/** Any path the app has no page for. */
export default function NotFound() {
  return <Result status="404" title="404" subTitle={MSG.routeNotFound} extra={<HomeButton />} />;
}
