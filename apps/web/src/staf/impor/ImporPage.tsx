import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Segmented, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { STAF_IMPOR } from '@madrasah/contract/endpoints/staf-impor';
import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import type { ImportGalat, ImportJenis, ImportReport } from '@madrasah/contract/schemas/impor';
import { mobile } from '../../components/mobile';
import { ApiError, api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { downloadBase64 } from '../../lib/download-base64';
import { IMPORT_KINDS } from './import-kinds';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
const MB = 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const kindOf = (jenis: ImportJenis) => IMPORT_KINDS.find((k) => k.jenis === jenis)!;

const send = async (jenis: ImportJenis, file: File, dryRun: boolean): Promise<ImportReport> => {
  const body = new FormData();
  body.append('file', file);
  // Every kind takes the same file and answers the same report.
  const endpoint = kindOf(jenis).endpoint as typeof STAF_IMPOR.siswa;
  try {
    return (await api.call(endpoint, { query: { dry_run: dryRun ? 'true' : 'false' }, body }, { silent: !dryRun })).data;
  } catch (err) {
    // A commit refused for the file's errors answers the same report: show it.
    if (err instanceof ApiError && err.status === 422 && err.data) return err.data as ImportReport;
    throw err;
  }
};

function Report({ report }: { report: ImportReport }) {
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {(
          [
            ['Baris', report.total],
            ['Baru', report.baru],
            ['Diperbarui', report.diperbarui],
            ['Tetap', report.tetap],
            ['Galat', report.galat.length],
          ] as const
        ).map(([title, value]) => (
          <Col key={title} xs={12} sm={8} md={4}>
            <Statistic title={title} value={value} />
          </Col>
        ))}
      </Row>
      {report.galat.length > 0 && (
        <Table<ImportGalat>
          size="small"
          rowKey={(g) => `${g.baris}-${g.kolom}-${g.pesan}`}
          dataSource={report.galat}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
          columns={[
            { title: 'Baris', dataIndex: 'baris', width: 80 },
            { title: 'Kolom', dataIndex: 'kolom', render: (kolom: string) => kolom || '—' },
            { title: 'Pesan', dataIndex: 'pesan' },
          ]}
        />
      )}
    </Flex>
  );
}

/**
 * /staf/impor: students with their parents, guardian accounts, staff (GTK) or the timetable from
 * a spreadsheet (XLSX or CSV; for students also Dapodik's export as downloaded), with a template
 * per kind. The file is checked first and the report shown; only a file without errors can be
 * imported, all or nothing.
 */
export default function ImporPage() {
  const canCall = useCanCall();
  const [jenis, setJenis] = useState<ImportJenis>('siswa');
  const kind = kindOf(jenis);
  const canImport = canCall(kind.endpoint);
  const [file, setFile] = useState<File>();
  const [checked, setChecked] = useState<ImportReport>();
  const [done, setDone] = useState<ImportReport>();
  const check = useMutation({ mutationFn: (f: File) => send(jenis, f, true), onSuccess: setChecked });
  const commit = useMutation({ mutationFn: (f: File) => send(jenis, f, false), onSuccess: setDone });
  const template = useMutation({
    mutationFn: async () => (await api.call(STAF_IMPOR.template, { params: { jenis } })).data,
    onSuccess: (t) => downloadBase64(t.nama_file, t.xlsx, XLSX_TYPE),
  });
  const reset = () => {
    setFile(undefined);
    setChecked(undefined);
    setDone(undefined);
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    setChecked(undefined);
    setDone(undefined);
    check.mutate(chosen);
    return false;
  };
  const clean = checked !== undefined && checked.galat.length === 0 && checked.total > 0;

  return (
    <Card title="Impor Data">
      <Flex vertical gap={16}>
        <Segmented<ImportJenis>
          aria-label="Jenis data"
          // Four kinds do not fit a phone's width side by side.
          vertical={mobile}
          value={jenis}
          disabled={check.isPending || commit.isPending}
          options={IMPORT_KINDS.map((k) => ({ value: k.jenis, label: k.label }))}
          onChange={(value) => {
            setJenis(value);
            reset();
          }}
        />
        <Typography.Paragraph type="secondary">
          {kind.keterangan} Mengimpor berkas yang sama dua kali tidak mengubah apa pun. Berkas diperiksa dulu; data baru disimpan setelah Anda menekan Impor,
          dan hanya jika tidak ada galat.
        </Typography.Paragraph>
        <Flex>
          <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
            Unduh templat {kind.label}
          </Button>
        </Flex>
        <Upload.Dragger accept={ACCEPT} maxCount={1} showUploadList={false} beforeUpload={choose} disabled={!canImport || check.isPending || commit.isPending}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? file.name : 'Klik atau seret berkas ke sini'}</p>
          <p className="ant-upload-hint">XLSX atau CSV, paling besar {LIMITS.importMaxBytes / MB} MB</p>
        </Upload.Dragger>
        {check.isPending && <Alert type="info" showIcon title="Memeriksa berkas…" />}
        {checked && !done && (
          <>
            <Alert
              type={clean ? 'success' : 'warning'}
              showIcon
              title={clean ? 'Berkas siap diimpor' : checked.total === 0 ? MSG.importNoRows : 'Perbaiki galat di berkas, lalu unggah lagi'}
            />
            <Report report={checked} />
            <Flex justify="end">
              <Button type="primary" disabled={!clean} loading={commit.isPending} onClick={() => file && commit.mutate(file)}>
                Impor
              </Button>
            </Flex>
          </>
        )}
        {done && (
          <>
            <Alert type={done.galat.length === 0 ? 'success' : 'error'} showIcon title={done.galat.length === 0 ? MSG.importDone : MSG.importHasErrors} />
            <Report report={done} />
          </>
        )}
      </Flex>
    </Card>
  );
}
