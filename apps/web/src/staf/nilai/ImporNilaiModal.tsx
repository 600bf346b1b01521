import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { STAF_NILAI } from '@madrasah/contract/endpoints/staf-nilai';
import { MSG } from '@madrasah/contract/messages';
import type { ImportGalat, ImportReport } from '@madrasah/contract/schemas/impor';
import { ApiError, api } from '../../lib/api-client';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

async function send(id: number, file: File, dryRun: boolean): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  try {
    return (await api.call(STAF_NILAI.impor, { params: { id }, query: { dry_run: dryRun ? 'true' : 'false' }, body }, { silent: !dryRun })).data;
  } catch (err) {
    // A commit refused for the file's errors answers the same report: show it.
    if (err instanceof ApiError && err.status === 422 && err.data) return err.data as ImportReport;
    throw err;
  }
}

/**
 * The pair's filled template: checked first (errors by row and column, nothing written), then
 * saved all or nothing under the grid's rules. An empty cell keeps the stored grade.
 */
export function ImporNilaiModal({ id, onClose, reload }: { id: number; onClose: () => void; reload: () => void }) {
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<ImportReport>();
  const check = useMutation({ mutationFn: (f: File) => send(id, f, true), onSuccess: setReport });
  const commit = useMutation({
    mutationFn: () => send(id, file!, false),
    onSuccess: (r) => {
      setReport(r);
      if (r.galat.length === 0) {
        reload();
        onClose();
      }
    },
  });
  const clean = report !== undefined && report.galat.length === 0 && report.total > 0;
  return (
    <Modal
      open
      title="Impor Nilai dari Templat"
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="batal" onClick={onClose}>
          Batal
        </Button>,
        <Button key="simpan" type="primary" disabled={!clean} loading={commit.isPending} onClick={() => commit.mutate()}>
          Simpan Nilai
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Upload.Dragger
          accept={ACCEPT}
          multiple={false}
          showUploadList={false}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setReport(undefined);
            check.mutate(chosen);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{file ? file.name : 'Pilih atau seret templat nilai (XLSX atau CSV)'}</p>
        </Upload.Dragger>
        {check.isPending && <Typography.Text type="secondary">Memeriksa berkas…</Typography.Text>}
        {report && (
          <>
            <Alert
              type={clean ? 'success' : 'warning'}
              showIcon
              message={
                clean
                  ? `Berkas siap disimpan: ${report.total} baris, ${report.baru + report.diperbarui} berubah, ${report.tetap} tetap`
                  : report.total === 0
                    ? MSG.importNoRows
                    : `${report.galat.length} galat: perbaiki berkas, lalu unggah lagi`
              }
            />
            {report.galat.length > 0 && (
              <Table<ImportGalat>
                size="small"
                rowKey={(g) => `${g.baris}-${g.kolom}-${g.pesan}`}
                dataSource={report.galat}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { title: 'Baris', dataIndex: 'baris', width: 70 },
                  { title: 'Kolom', dataIndex: 'kolom', render: (kolom: string) => kolom || '—' },
                  { title: 'Pesan', dataIndex: 'pesan' },
                ]}
              />
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
