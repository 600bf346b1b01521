import { Alert, Breadcrumb, Button, Card, Empty, Flex, Select, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { STAF_PAGE } from '@madrasah/contract/access';
import { STAF_TAHUN_BARU } from '@madrasah/contract/endpoints/staf-tahun-baru';
import type { TahunBaru } from '@madrasah/contract/schemas/staf-tahun-baru';
import { useConfirmedChange } from '../../components/table/useConfirmedChange';
import { useCanCall } from '../../lib/can-call';
import { useTabParam } from '../../lib/use-tab-param';
import { useRingkasan, useRombelBaru, type Pasangan } from './api';
import { GiliranTab } from './GiliranTab';
import { MutasiTab, type RombelPilihan } from './MutasiTab';

const TABS = ['kenaikan', 'kelulusan', 'mutasi'] as const;

/**
 * /staf/pengaturan/tahun-ajaran-baru: the school year's turn (spec/03-staff.md, screen 2). The
 * year being closed and the next one are chosen above; the tabs promote the class groups, graduate
 * the last grade and record transfers (docs/decisions/0044-tahun-ajaran-baru.md).
 */
export default function TahunBaruPage() {
  const [dari, setDari] = useState<number>();
  const [ke, setKe] = useState<number>();
  const ringkasan = useRingkasan(dari, ke);
  const [active, setActive] = useTabParam(TABS);
  const data = ringkasan.data;

  const step = (key: (typeof TABS)[number]) => {
    if (key === 'mutasi') return <MutasiTab rombel={rombelPilihan(data)} />;
    if (!data?.dari || !data.ke) return <Empty description="Pilih tahun ajaran yang ditutup dan tahun ajaran baru" />;
    return <GiliranTab key={`${key}-${data.dari.id}-${data.ke.id}`} langkah={key} ringkasan={data as Pasangan} />;
  };

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Pengaturan Sekolah' }, { title: 'Kenaikan & Kelulusan' }]} />
      <Card title="Tahun Ajaran">
        {ringkasan.isPending ? (
          <Spin />
        ) : (
          <PilihTahun
            data={data}
            onDari={(id) => {
              setDari(id);
              setKe(undefined);
            }}
            onKe={setKe}
          />
        )}
      </Card>
      <Tabs
        activeKey={active}
        onChange={setActive}
        destroyOnHidden
        items={[
          { key: 'kenaikan', label: 'Kenaikan Kelas', children: step('kenaikan') },
          { key: 'kelulusan', label: 'Kelulusan', children: step('kelulusan') },
          { key: 'mutasi', label: 'Mutasi', children: step('mutasi') },
        ]}
      />
    </Flex>
  );
}

/** The class groups of both years, grouped, for a student joining. */
const rombelPilihan = (data: TahunBaru | undefined): RombelPilihan =>
  [
    { tahun: data?.dari, list: data?.sumber ?? [] },
    { tahun: data?.ke, list: data?.tujuan ?? [] },
  ].flatMap(({ tahun, list }) => (tahun && list.length ? [{ label: tahun.nama, options: list.map((r) => ({ value: r.id, label: r.nama })) }] : []));

/** The two years, the way to the academic screen to open the next one, and "Buat rombel tahun baru". */
function PilihTahun({ data, onDari, onKe }: { data: TahunBaru | undefined; onDari: (id: number) => void; onKe: (id: number) => void }) {
  const canCall = useCanCall();
  const rombelBaru = useRombelBaru();
  const confirmThen = useConfirmedChange(async () => undefined);
  if (!data) return null;
  const later = data.tahun.filter((t) => data.dari && t.thn_awal > data.dari.thn_awal);
  const options = (list: TahunBaru['tahun']) => list.map((t) => ({ value: t.id, label: t.is_active ? `${t.nama} (aktif)` : t.nama }));
  const akademik = <Link to={`${STAF_PAGE.akademik}?tab=tahun-ajaran`}>Tahun Ajaran &amp; Rombel</Link>;
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">Tahun ajaran yang ditutup</Typography.Text>
          <Select aria-label="Tahun ajaran yang ditutup" style={{ minWidth: 200 }} value={data.dari?.id} options={options(data.tahun)} onChange={onDari} />
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">Tahun ajaran baru</Typography.Text>
          <Select
            aria-label="Tahun ajaran baru"
            style={{ minWidth: 200 }}
            value={data.ke?.id}
            options={options(later)}
            onChange={onKe}
            placeholder="Belum ada"
          />
        </Flex>
      </Flex>
      {data.dari && !data.ke && (
        <Alert
          type="warning"
          showIcon
          title="Belum ada tahun ajaran setelah tahun ini"
          description={<>Buat tahun ajaran baru beserta semesternya di {akademik}.</>}
        />
      )}
      {data.dari && data.ke && (
        <Flex gap={12} align="center" wrap>
          <Typography.Text>
            {data.tujuan.length} rombel di tahun ajaran {data.ke.nama}. Atur wali kelas dan ruangannya di {akademik}.
          </Typography.Text>
          {canCall(STAF_TAHUN_BARU.rombelBaru) && (
            <Button
              loading={rombelBaru.isPending}
              onClick={() =>
                confirmThen(
                  {
                    title: 'Buat rombel tahun baru?',
                    content: `Setiap rombel ${data.dari!.nama} dibuat di ${data.ke!.nama} satu tingkat di atasnya (mis. X IPA 1 menjadi XI IPA 1), dan rombel tingkat pertama dibuat lagi untuk peserta didik baru. Nama yang sudah ada dilewati.`,
                    okText: 'Buat',
                  },
                  () => rombelBaru.mutateAsync({ dari_tahun_ajaran_id: data.dari!.id, ke_tahun_ajaran_id: data.ke!.id }),
                )
              }
            >
              Buat rombel tahun baru
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
