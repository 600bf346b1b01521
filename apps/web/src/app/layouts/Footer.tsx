import { Layout } from 'antd';
import { usePrivilege } from '../../lib/session';

const YEAR = new Date().getFullYear();

export function Footer() {
  const { sekolah } = usePrivilege();
  return (
    <Layout.Footer className="app-footer">
      Madrasah Digital {sekolah.nama} @{YEAR}
    </Layout.Footer>
  );
}
