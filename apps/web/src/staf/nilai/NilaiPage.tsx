import { ArrowLeftOutlined, DownloadOutlined, LockOutlined, ReloadOutlined, UnlockOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, App, Breadcrumb, Button, Flex, Input, Modal, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_NILAI } from '@madrasah/contract/endpoints/staf-nilai';
import type { NilaiGrid, NilaiPembelajaranRow } from '@madrasah/contract/schemas/staf-nilai';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import LoadError from '../../components/LoadError';
import { ApiError, api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { downloadBase64 } from '../../lib/download-base64';
import { useBeforeUnloadWarning } from '../../lib/use-unsaved-changes';
import { useNilaiGrid, useNilaiSemester } from './api';
import { GradeGrid } from './GradeGrid';
import { bodyOf, countByStatus, emptyGrid, gridReducer, hasUnsaved, pendingKeys, type GridState } from './grid-state';
import { ImporNilaiModal } from './ImporNilaiModal';
import { PenilaianModal } from './PenilaianModal';
import './nilai.css';

const NAME: NameColumn<NilaiPembelajaranRow> = {
  title: 'Mata Pelajaran',
  value: (row) => row.mapel_nama,
  render: (row) => <Link to={`?p=${row.id}`}>{row.mapel_nama}</Link>,
};
const COLUMNS: TableColumn<NilaiPembelajaranRow>[] = [
  { key: 'rombel_nama', title: 'Rombel', nowrap: true },
  { key: 'guru_nama', title: 'Guru' },
  { key: 'jumlah_siswa', title: 'Peserta Didik' },
  { key: 'jumlah_penilaian', title: 'Sumatif' },
  { key: 'final', title: 'Status', render: (row) => (row.final ? <Tag color="green">Final</Tag> : <Tag>Terbuka</Tag>) },
];
const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_NILAI.pembelajaran>>[] = [
  { value: 'rombel_nama', label: 'Rombel' },
  { value: 'mapel_nama', label: 'Mata Pelajaran' },
];

/** The teaching pairs of a semester the caller reaches. */
function PairList() {
  const navigate = useNavigate();
  const semester = useNilaiSemester();
  const table = useTableQuery(STAF_NILAI.pembelajaran, { sort: { field: 'rombel_nama', sort: 'ASC' }, pageSize: 50 });
  const chosen = (table.state.filtering.semester_id as number | undefined) ?? semester.data?.find((s) => s.aktif)?.id;
  const toolbar = (
    <Select
      aria-label="Semester"
      className="nilai-semester"
      placeholder="Semester"
      loading={semester.isPending}
      value={chosen}
      options={semester.data?.map((s) => ({ value: s.id, label: `${s.nama}${s.aktif ? ' (aktif)' : ''}` }))}
      onChange={(id: number) => table.filter({ ...table.state.filtering, semester_id: id })}
    />
  );
  return (
    <TablePage<NilaiPembelajaranRow>
      title="Nilai"
      table={table}
      name={NAME}
      columns={COLUMNS}
      sortFields={SORT_FIELDS}
      searchPlaceholder="Cari mata pelajaran atau rombel"
      toolbar={toolbar}
      rowActions={(row) => [{ key: 'buka', label: 'Buka Nilai', icon: <UnorderedListOutlined />, onClick: () => void navigate(`?p=${row.id}`) }]}
    />
  );
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Seconds before an automatic retry after the network failed: 2, 4, 8 ... up to 30. */
const retryDelay = (attempt: number) => Math.min(30, 2 ** attempt) * 1000;
/** Typing pauses this long before the changed cells go. */
const DEBOUNCE_MS = 700;

/**
 * The save loop: changed cells go in ONE request after typing pauses, one request at a time;
 * the answer's grid becomes the server's values (what was typed meanwhile stays). A network
 * failure keeps the typed values, marks them 'gagal' and retries by itself; a refusal (400,
 * 409) is shown and waits for 'Simpan ulang'.
 */
function useSaver(id: number, state: GridState, dispatch: (a: Parameters<typeof gridReducer>[1]) => void) {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const inFlight = useRef(false);
  const attempt = useRef(0);
  const [refusal, setRefusal] = useState<string>();

  const flush = useCallback(async () => {
    const s = latest.current;
    if (inFlight.current) return;
    const open = s.editing ? `${s.rows[s.focus.row]?.siswaId}|${s.cols[s.focus.col]?.key}` : undefined;
    const keys = pendingKeys(s).filter((k) => k !== open && s.cells[k]!.status === 'diubah');
    if (keys.length === 0) return;
    inFlight.current = true;
    dispatch({ type: 'sending', keys });
    try {
      const res = await api.call(STAF_NILAI.simpan, { params: { id }, body: bodyOf(s, keys) }, { silent: true });
      attempt.current = 0;
      setRefusal(undefined);
      dispatch({ type: 'load', grid: res.data.grid, sent: keys });
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, String(err));
      dispatch({ type: 'failed', keys, error: error.status === 0 ? 'Gagal tersimpan (jaringan), mencoba lagi' : error.message });
      if (error.status === 0) {
        attempt.current++;
        setTimeout(() => dispatch({ type: 'retry' }), retryDelay(attempt.current));
      } else setRefusal(error.fields[0]?.message ?? error.message);
    } finally {
      inFlight.current = false;
    }
  }, [id, dispatch]);

  // After typing pauses, and again after each answer (the cells typed meanwhile).
  useEffect(() => {
    const t = setTimeout(() => void flush(), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [state.cells, state.editing, flush]);

  const retryNow = () => {
    setRefusal(undefined);
    attempt.current = 0;
    dispatch({ type: 'retry' });
  };
  return { refusal, retryNow };
}

function StatusLine({ state }: { state: GridState }) {
  const n = countByStatus(state);
  if (n.menyimpan) return <Tag color="processing">Menyimpan {n.menyimpan} sel…</Tag>;
  return (
    <Space size={4} wrap>
      {n.diubah > 0 && <Tag color="gold">{n.diubah} sel belum disimpan</Tag>}
      {n.gagal > 0 && <Tag color="red">{n.gagal} sel gagal disimpan</Tag>}
      {n.salah > 0 && <Tag color="red">{n.salah} sel tidak valid (tidak dikirim)</Tag>}
      {n.diubah + n.gagal + n.salah === 0 && <Tag color="green">Semua nilai tersimpan</Tag>}
    </Space>
  );
}

/** Finalise, or reopen with a reason: the wali kelas of the class group, or the operator. */
function FinalButton({ grid, reload }: { grid: NilaiGrid; reload: () => void }) {
  const { modal, message } = App.useApp();
  const [alasan, setAlasan] = useState('');
  const [reopening, setReopening] = useState(false);
  const send = async (final: boolean) => {
    await api.call(
      STAF_NILAI.final,
      { body: { rombel_id: grid.rombel_id, semester_id: grid.semester_id, final, alasan: final ? null : alasan } },
      { notifySuccess: true },
    );
    setReopening(false);
    reload();
  };
  if (!grid.boleh_final) return null;
  if (!grid.final)
    return (
      <Button
        icon={<LockOutlined />}
        onClick={() =>
          modal.confirm({
            title: `Finalisasi nilai ${grid.rombel_nama}?`,
            content: `Semua nilai mata pelajaran rombel ini pada ${grid.semester_nama} dikunci dan tidak dapat diubah sampai dibuka kembali.`,
            okText: 'Finalisasi',
            cancelText: 'Batal',
            onOk: () => send(true),
          })
        }
      >
        Finalisasi Nilai
      </Button>
    );
  return (
    <>
      <Button icon={<UnlockOutlined />} onClick={() => setReopening(true)}>
        Buka Kembali
      </Button>
      <Modal
        open={reopening}
        title="Buka kembali nilai rombel"
        okText="Buka Kembali"
        cancelText="Batal"
        onCancel={() => setReopening(false)}
        onOk={() => (alasan.trim() ? send(false) : message.warning('Alasan membuka kembali wajib diisi'))}
      >
        <Input.TextArea aria-label="Alasan" placeholder="Alasan membuka kembali" value={alasan} maxLength={255} onChange={(e) => setAlasan(e.target.value)} />
      </Modal>
    </>
  );
}

/** One teaching pair's grid, its saves and its assessments. */
function GradeBook({ id }: { id: number }) {
  const [, setParams] = useSearchParams();
  const { modal } = App.useApp();
  const grid = useNilaiGrid(id);
  const canCall = useCanCall();
  const [state, dispatch] = useReducer(gridReducer, emptyGrid);
  const [penilaian, setPenilaian] = useState(false);
  const [impor, setImpor] = useState(false);
  const [unduh, setUnduh] = useState(false);
  useEffect(() => {
    if (grid.data) dispatch({ type: 'load', grid: grid.data });
  }, [grid.data]);
  const { refusal, retryNow } = useSaver(id, state, dispatch);
  const unsaved = hasUnsaved(state);

  // Leaving the page (closing the tab, reloading) with cells not saved warns.
  useBeforeUnloadWarning(unsaved);

  const back = () => {
    const go = () => setParams({});
    if (!unsaved) return go();
    modal.confirm({
      title: 'Ada nilai yang belum tersimpan',
      content: 'Nilai yang belum tersimpan akan hilang jika Anda meninggalkan halaman ini.',
      okText: 'Tinggalkan',
      cancelText: 'Tetap di sini',
      onOk: go,
    });
  };

  if (grid.isError) return <LoadError title="Nilai gagal dimuat" onRetry={() => void grid.refetch()} />;
  if (!grid.data) return <Skeleton active />;
  const g = grid.data;
  const readOnly = !g.boleh_ubah;
  const counts = countByStatus(state);
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <div>
          <Typography.Title level={4} className="nilai-title">
            {g.mapel_nama} · {g.rombel_nama}
          </Typography.Title>
          <Typography.Text type="secondary">
            {g.semester_nama}
            {g.guru_nama && ` · ${g.guru_nama}`}
          </Typography.Text>
        </div>
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={back}>
            Daftar
          </Button>
          {!readOnly && canCall(STAF_NILAI.tambahPenilaian) && <Button onClick={() => setPenilaian(true)}>Penilaian Sumatif</Button>}
          {!readOnly && canCall(STAF_NILAI.templat) && (
            <Button
              icon={<DownloadOutlined />}
              loading={unduh}
              onClick={async () => {
                setUnduh(true);
                try {
                  const t = (await api.call(STAF_NILAI.templat, { params: { id } })).data;
                  downloadBase64(t.nama_file, t.xlsx, XLSX_TYPE);
                } finally {
                  setUnduh(false);
                }
              }}
            >
              Templat
            </Button>
          )}
          {!readOnly && canCall(STAF_NILAI.impor) && <Button onClick={() => setImpor(true)}>Impor</Button>}
          {counts.gagal > 0 && (
            <Button type="primary" icon={<ReloadOutlined />} onClick={retryNow}>
              Simpan ulang
            </Button>
          )}
          <FinalButton grid={g} reload={() => void grid.refetch()} />
        </Space>
      </Flex>
      {g.final && (
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          message={`Nilai sudah difinalisasi${g.final.oleh ? ` oleh ${g.final.oleh}` : ''}; tidak dapat diubah.`}
        />
      )}
      {refusal && <Alert type="error" showIcon message={refusal} closable />}
      <Flex wrap gap={8} align="center" justify="space-between">
        <StatusLine state={state} />
        {!readOnly && (
          <Typography.Text type="secondary" className="nilai-hint">
            Panah/Tab/Enter untuk berpindah, ketik untuk mengganti, tempel satu kolom dari spreadsheet. Nilai 0–100, koma desimal boleh.
          </Typography.Text>
        )}
      </Flex>
      {g.siswa.length === 0 ? (
        <Alert type="warning" message="Belum ada peserta didik di rombel ini pada tahun ajaran tersebut." />
      ) : (
        <GradeGrid state={state} dispatch={dispatch} readOnly={readOnly} />
      )}
      {impor && <ImporNilaiModal id={id} onClose={() => setImpor(false)} reload={() => void grid.refetch()} />}
      {penilaian && <PenilaianModal grid={g} onClose={() => setPenilaian(false)} reload={() => void grid.refetch()} />}
    </Flex>
  );
}

/**
 * /staf/nilai (spec/03-staff.md screen 13, docs/decisions/0053): the teaching pairs of a
 * semester the caller reaches, and one pair's grade grid (`?p=` its id).
 */
export default function NilaiPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('p'));
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Nilai' }]} />
      {Number.isInteger(id) && id > 0 ? <GradeBook key={id} id={id} /> : <PairList />}
    </Flex>
  );
}
