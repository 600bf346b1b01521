import { Tabs } from 'antd';
import { AkunSiswaTab } from './AkunSiswaTab';
import { AkunStafTab } from './AkunStafTab';
import './akun.css';

/** /staf/akun: the accounts of the students and their guardians, and the staff's. */
export default function AkunPage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'siswa', label: 'Peserta Didik & Wali', children: <AkunSiswaTab /> },
        { key: 'staf', label: 'Staf', children: <AkunStafTab /> },
      ]}
    />
  );
}
