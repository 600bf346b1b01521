import { Result } from 'antd';
import { MSG } from '@madrasah/contract/messages';
import { HomeButton } from './HomeButton';

/** The /403 page: the access map closes the page the user asked for. */
export default function Forbidden() {
  return <Result status="403" title="403" subTitle={MSG.forbidden} extra={<HomeButton />} />;
}
