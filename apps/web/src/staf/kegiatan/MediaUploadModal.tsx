import { InboxOutlined } from '@ant-design/icons';
import { Alert, Form, Input, List, Modal, Select, Upload, Typography } from 'antd';
import { useState } from 'react';
import { STAF_KEGIATAN as K } from '@madrasah/contract/endpoints/staf-kegiatan';
import { MEDIA_TIPE, MEDIA_TIPE_LABEL, type MediaTipe } from '@madrasah/contract/schemas/bk';
import { MEDIA_FOTO_MAX } from '@madrasah/contract/schemas/staf-kegiatan';
import { PHOTO_RULE, fileToBase64 } from '../../components/upload/file-to-base64';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { limitFoto, namaDariFile, uploadEach, type UploadOutcome } from './kegiatan-logic';

type Chosen = { uid: string; file: File; nama: string };

/**
 * Uploads several photos at once into one gallery: each photo becomes an item named after its
 * file (the name can be changed here), unpublished until published from the list. The photos
 * are checked and shrunk in the browser like every photo, then sent one by one through the
 * server's photo pipeline; a refused one is named with its reason and the others are kept.
 */
export function MediaUploadModal({ onClose }: { onClose: (changed: boolean) => void }) {
  const [tipe, setTipe] = useState<MediaTipe>('Leater');
  const [link, setLink] = useState('');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [saving, setSaving] = useState(false);
  const [outcomes, setOutcomes] = useState<UploadOutcome[]>();

  const choose = (files: File[]) => {
    const { kept, dropped } = limitFoto([...chosen.map((c) => c.file), ...files]);
    if (dropped) notify.warning(`Paling banyak ${MEDIA_FOTO_MAX} foto sekaligus; ${dropped} foto tidak diambil.`);
    setChosen(kept.map((file, i) => chosen[i] ?? { uid: `${Date.now()}-${i}-${file.name}`, file, nama: namaDariFile(file.name) }));
  };

  const send = async () => {
    setSaving(true);
    const results = await uploadEach(chosen, async ({ file, nama }) => {
      const read = await fileToBase64(file, PHOTO_RULE);
      if (!read.ok) throw new Error(read.message);
      await api.call(K.mediaCreate, { body: { nama, tipe, link: link.trim() || null, foto: read.dataUrl } }, { silent: true });
    });
    setSaving(false);
    const saved = results.filter((r) => r.ok).length;
    if (saved === results.length) {
      notify.success(`${saved} media diunggah. Terbitkan agar tampil di portal.`);
      onClose(true);
      return;
    }
    setOutcomes(results);
    setChosen((all) => all.filter((c) => results.some((r) => !r.ok && r.nama === c.nama)));
  };

  return (
    <Modal
      open
      title="Unggah Media"
      okText="Unggah"
      cancelText="Batal"
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={saving}
      maskClosable={false}
      onOk={() => void send()}
      onCancel={() => onClose(Boolean(outcomes?.some((o) => o.ok)))}
      width={640}
    >
      <Form layout="vertical">
        <Form.Item label="Tipe" required>
          <Select aria-label="Tipe" value={tipe} onChange={setTipe} options={MEDIA_TIPE.map((value) => ({ value, label: MEDIA_TIPE_LABEL[value] }))} />
        </Form.Item>
        <Form.Item label="Link" extra="Untuk Jalur Masuk PTN dan Kedinasan: halaman yang dibuka dari portal (http:// atau https://).">
          <Input aria-label="Link" value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://" />
        </Form.Item>
        <Form.Item label={`Foto (JPG/PNG, maksimal 2 MB per foto, paling banyak ${MEDIA_FOTO_MAX})`} required>
          <Upload.Dragger
            multiple
            accept={PHOTO_RULE.accept}
            showUploadList={false}
            beforeUpload={(_file, list) => {
              // antd calls this once per file with the whole batch: take the batch on its first file.
              if (_file === list[0]) choose(list as unknown as File[]);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Klik atau seret beberapa foto ke sini</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
      {chosen.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={chosen}
          renderItem={(c, index) => (
            <List.Item
              actions={[
                <Typography.Link key="hapus" onClick={() => setChosen((all) => all.filter((x) => x.uid !== c.uid))}>
                  Batal
                </Typography.Link>,
              ]}
            >
              <Input
                aria-label={`Nama foto ${index + 1}`}
                value={c.nama}
                maxLength={200}
                onChange={(e) => setChosen((all) => all.map((x) => (x.uid === c.uid ? { ...x, nama: e.target.value } : x)))}
              />
            </List.Item>
          )}
        />
      )}
      {outcomes && (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          message={`${outcomes.filter((o) => o.ok).length} dari ${outcomes.length} foto diunggah`}
          description={outcomes
            .filter((o): o is Extract<UploadOutcome, { ok: false }> => !o.ok)
            .map((o) => `${o.nama}: ${o.message}`)
            .join('\n')}
        />
      )}
    </Modal>
  );
}
