import { Breadcrumb, Flex, Tabs } from 'antd';
import { useState } from 'react';
import type { StafTagihanFilter } from '@madrasah/contract/schemas/staf-keuangan';
import { useTabParam } from '../../lib/use-tab-param';
import { BiayaTab } from './BiayaTab';
import { BuatTagihanTab } from './BuatTagihanTab';
import { TagihanTab } from './TagihanTab';
import { TunggakanTab } from './TunggakanTab';
import './keuangan.css';

const KEYS = ['jenis-biaya', 'buat', 'tagihan', 'tunggakan'] as const;

/**
 * /staf/keuangan/tagihan: the active year's fees (Jenis Biaya), billing them with a preview
 * (Buat Tagihan), the invoices (Tagihan) and the arrears per class group (Tunggakan), one tab
 * each chosen by `?tab=`. The bendahara manages; the head reads.
 */
export default function TagihanStafPage() {
  const [active, setActive] = useTabParam(KEYS);
  // A class group's row in Tunggakan opens its overdue invoices.
  const [drill, setDrill] = useState<{ rombel_id: number; status: StafTagihanFilter['status'] }>();
  const items = [
    { key: 'jenis-biaya', label: 'Jenis Biaya', children: <BiayaTab /> },
    { key: 'buat', label: 'Buat Tagihan', children: <BuatTagihanTab /> },
    { key: 'tagihan', label: 'Tagihan', children: <TagihanTab key={JSON.stringify(drill ?? {})} filtering={drill} /> },
    {
      key: 'tunggakan',
      label: 'Tunggakan',
      children: (
        <TunggakanTab
          onDrill={(rombel_id) => {
            setDrill({ rombel_id, status: 'Menunggak' });
            setActive('tagihan');
          }}
        />
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Keuangan' }, { title: 'Tagihan' }]} />
      <Tabs activeKey={active} onChange={setActive} items={items} destroyOnHidden />
    </Flex>
  );
}
