import { Alert, Button, Flex, Radio, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { STAF_TAHUN_BARU } from '@madrasah/contract/endpoints/staf-tahun-baru';
import type { RombelSumber, RombelTujuan, SiswaSumber } from '@madrasah/contract/schemas/staf-tahun-baru';
import { useCanCall } from '../../lib/can-call';
import { useKelulusan, useKenaikan, useSiswaSumber, type Pasangan } from './api';

type Langkah = 'kenaikan' | 'kelulusan';
/** Each step's two decisions: the default (moving on) first, the exception second. */
const KEPUTUSAN = {
  kenaikan: [
    { value: 'naik', label: 'Naik' },
    { value: 'tinggal', label: 'Tinggal kelas' },
  ],
  kelulusan: [
    { value: 'lulus', label: 'Lulus' },
    { value: 'tidak_lulus', label: 'Tidak lulus' },
  ],
} as const;

/**
 * A step of the turn: pick a class group of the year being closed (the last grade's for
 * graduation, the others' for promotion), its targets in the next year, and each student's
 * decision; saving places them (again, if need be: it never doubles anyone).
 */
export function GiliranTab({ langkah, ringkasan }: { langkah: Langkah; ringkasan: Pasangan }) {
  const sources = ringkasan.sumber.filter((r) => r.urutan !== null && r.terakhir === (langkah === 'kelulusan'));
  const [chosen, setChosen] = useState<number | undefined>(sources[0]?.id);
  const sumber = sources.find((r) => r.id === chosen);
  const unordered = ringkasan.sumber.filter((r) => r.urutan === null);
  return (
    <Flex vertical gap={16}>
      {unordered.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`Tingkat rombel ${unordered.map((r) => r.nama).join(', ')} belum ada di daftar tingkat, sehingga tidak dapat diproses. Tambahkan tingkatnya di Tahun Ajaran & Rombel.`}
        />
      )}
      {sources.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title={`Tidak ada rombel ${langkah === 'kelulusan' ? 'tingkat terakhir' : 'yang naik kelas'} di tahun ajaran ${ringkasan.dari.nama}.`}
        />
      ) : (
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">Rombel {ringkasan.dari.nama}</Typography.Text>
          <Select
            aria-label="Rombel asal"
            showSearch={{ optionFilterProp: 'label' }}
            style={{ maxWidth: 360 }}
            value={chosen}
            onChange={setChosen}
            options={sources.map((r) => ({ value: r.id, label: `${r.nama} · ${r.jumlah_selesai}/${r.jumlah_siswa} selesai` }))}
          />
        </Flex>
      )}
      {sumber && <RombelGiliran key={sumber.id} langkah={langkah} sumber={sumber} ringkasan={ringkasan} />}
    </Flex>
  );
}

/** The class group of the same grade named like `nama`, else the only one of that grade. */
const sameGrade = (tujuan: RombelTujuan[], sumber: RombelSumber) => {
  const list = tujuan.filter((t) => t.urutan === sumber.urutan);
  return list.find((t) => t.nama.toLowerCase() === sumber.nama.toLowerCase())?.id ?? (list.length === 1 ? list[0]!.id : undefined);
};

function RombelGiliran({ langkah, sumber, ringkasan }: { langkah: Langkah; sumber: RombelSumber; ringkasan: Pasangan }) {
  const students = useSiswaSumber(sumber.id, ringkasan.ke.id);
  const canCall = useCanCall();
  const kenaikan = useKenaikan();
  const kelulusan = useKelulusan();
  const naikOptions = ringkasan.tujuan.filter((t) => t.urutan === sumber.urutan! + 1);
  const tinggalOptions = ringkasan.tujuan.filter((t) => t.urutan === sumber.urutan);
  // The operator's choice, else the default (which appears once the next year's class groups exist).
  const [naikChoice, setNaikKe] = useState<number>();
  const [tinggalChoice, setTinggalDi] = useState<number>();
  const naikKe = naikChoice ?? sumber.tujuan_id ?? undefined;
  const tinggalDi = tinggalChoice ?? sameGrade(ringkasan.tujuan, sumber);
  const [changed, setChanged] = useState<Record<number, string>>({});
  const [exception, normal] = [KEPUTUSAN[langkah][1].value, KEPUTUSAN[langkah][0].value];

  // A student already kept back in the next year shows as kept back; everyone else moves on by default.
  const kept = new Set(tinggalOptions.map((t) => t.id));
  const decided = (s: SiswaSumber): string =>
    changed[s.siswa_id] ?? (s.rombel_tujuan_id !== null && kept.has(s.rombel_tujuan_id) && s.status_siswa !== 'Lulus' ? exception : normal);

  const list = students.data ?? [];
  const anyException = list.some((s) => decided(s) === exception);
  const missingTarget = (langkah === 'kenaikan' && !naikKe) || (anyException && !tinggalDi);
  const save = () => {
    const base = { rombel_id: sumber.id, dari_tahun_ajaran_id: ringkasan.dari.id, ke_tahun_ajaran_id: ringkasan.ke.id };
    if (langkah === 'kenaikan') {
      const siswa = list.map((s) => ({
        siswa_id: s.siswa_id,
        keputusan: decided(s) as 'naik' | 'tinggal',
        rombel_id: (decided(s) === 'naik' ? naikKe : tinggalDi)!,
      }));
      kenaikan.mutate({ ...base, siswa });
    } else {
      const siswa = list.map((s) => ({
        siswa_id: s.siswa_id,
        keputusan: decided(s) as 'lulus' | 'tidak_lulus',
        rombel_id: decided(s) === 'lulus' ? undefined : tinggalDi,
      }));
      kelulusan.mutate({ ...base, siswa });
    }
  };

  const columns: TableColumnsType<SiswaSumber> = [
    { key: 'nama', title: 'Nama', dataIndex: 'nama' },
    { key: 'nisn', title: 'NISN', dataIndex: 'nisn', responsive: ['md'] },
    {
      key: 'sekarang',
      title: `Di ${ringkasan.ke.nama}`,
      render: (_, s) =>
        s.status_siswa === 'Lulus' ? <Tag color="success">Lulus</Tag> : (s.rombel_tujuan_nama ?? <Typography.Text type="secondary">Belum</Typography.Text>),
    },
    {
      key: 'keputusan',
      title: 'Keputusan',
      render: (_, s) => (
        <Radio.Group
          aria-label={`Keputusan ${s.nama}`}
          optionType="button"
          size="small"
          value={decided(s)}
          onChange={(e) => setChanged((c) => ({ ...c, [s.siswa_id]: e.target.value as string }))}
          options={KEPUTUSAN[langkah].map((k) => ({ ...k, disabled: k.value === 'tidak_lulus' && s.status_siswa === 'Lulus' }))}
        />
      ),
    },
  ];

  const endpoint = langkah === 'kenaikan' ? STAF_TAHUN_BARU.kenaikan : STAF_TAHUN_BARU.kelulusan;
  const saving = kenaikan.isPending || kelulusan.isPending;
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap>
        {langkah === 'kenaikan' && (
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">Naik ke</Typography.Text>
            <Select
              aria-label="Naik ke"
              style={{ minWidth: 200 }}
              value={naikKe}
              onChange={setNaikKe}
              placeholder="Pilih rombel"
              options={naikOptions.map((t) => ({ value: t.id, label: t.nama }))}
            />
          </Flex>
        )}
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{langkah === 'kenaikan' ? 'Tinggal kelas di' : 'Tidak lulus, tetap di'}</Typography.Text>
          <Select
            aria-label={langkah === 'kenaikan' ? 'Tinggal kelas di' : 'Tidak lulus, tetap di'}
            style={{ minWidth: 200 }}
            value={tinggalDi}
            onChange={setTinggalDi}
            placeholder="Pilih rombel"
            options={tinggalOptions.map((t) => ({ value: t.id, label: t.nama }))}
          />
        </Flex>
      </Flex>
      {langkah === 'kelulusan' && (
        <Typography.Text type="secondary">
          Peserta didik yang lulus menjadi alumni: akun siswanya menjadi akun alumni dengan email dan password yang sama. Akun wali tetap dapat membuka data
          tahun-tahun sebelumnya.
        </Typography.Text>
      )}
      {(langkah === 'kenaikan' ? naikOptions : tinggalOptions).length === 0 && (
        <Alert
          type="warning"
          showIcon
          title={`Belum ada rombel tujuan di ${ringkasan.ke.nama}. Gunakan "Buat rombel tahun baru" atau buat rombelnya di Tahun Ajaran & Rombel.`}
        />
      )}
      <Table<SiswaSumber> rowKey="siswa_id" size="middle" loading={students.isPending} dataSource={list} columns={columns} pagination={false} />
      {canCall(endpoint) && (
        <Flex justify="end">
          <Button type="primary" loading={saving} disabled={list.length === 0 || missingTarget} onClick={save}>
            {langkah === 'kenaikan' ? 'Simpan kenaikan kelas' : 'Simpan kelulusan'}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
