import { Layout } from 'antd';

const YEAR = new Date().getFullYear();

/** The school's line under every page, on the portal and the staff side. */
export function Footer({ school }: { school: string }) {
  return (
    <Layout.Footer className="app-footer">
      Madrasah Digital {school} @{YEAR}
    </Layout.Footer>
  );
}
