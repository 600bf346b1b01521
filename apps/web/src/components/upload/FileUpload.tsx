import { PaperClipOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { fileToBase64, type UploadRule } from './file-to-base64';
import './file-upload.css';

type Props = {
  rule: UploadRule;
  /** The newly chosen file as a data URL; undefined keeps the stored one. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Link to the stored file: an image is previewed, another file is linked, until another is chosen. */
  current?: string;
  /** What the file is, e.g. 'Foto': names the buttons and the preview. */
  label: string;
  /** Given by Form.Item, so the field's label points at the file input. */
  id?: string;
  disabled?: boolean;
};

/**
 * One file for a JSON form: checked and read in the browser, nothing is sent until the form is
 * saved (the spec's upload widget posts to a dummy address). A refused file is explained right
 * under the picker, with the spec's text.
 */
export function FileUpload({ rule, value, onChange, current, label, id, disabled }: Props) {
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);
  const [chosenName, setChosenName] = useState<string>();
  const isImage = rule.types.every((type) => type.startsWith('image/'));
  const preview = value ?? current;

  const pick = async (file: File) => {
    setReading(true);
    const result = await fileToBase64(file, rule);
    setReading(false);
    setError(result.ok ? undefined : result.message);
    if (result.ok) {
      setChosenName(file.name);
      onChange?.(result.dataUrl);
    }
  };

  const undo = () => {
    setError(undefined);
    onChange?.(undefined);
  };

  return (
    <Flex gap={16} align="center" wrap>
      {isImage && <div className="file-upload-preview">{preview ? <img src={preview} alt={label} /> : <span>Belum ada {label.toLowerCase()}</span>}</div>}
      <Flex vertical gap={8}>
        <Flex gap={8} wrap>
          <Upload
            id={id}
            accept={rule.accept}
            showUploadList={false}
            disabled={disabled || reading}
            beforeUpload={(file) => {
              void pick(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={reading} disabled={disabled}>
              {value || (current && !isImage) ? `Ganti ${label}` : `Pilih ${label}`}
            </Button>
          </Upload>
          {value && (
            <Button icon={<UndoOutlined />} onClick={undo} disabled={disabled}>
              Urungkan
            </Button>
          )}
        </Flex>
        {!isImage && !value && current && (
          <Typography.Link href={current} target="_blank" rel="noopener noreferrer">
            <PaperClipOutlined /> Lihat {label.toLowerCase()} tersimpan
          </Typography.Link>
        )}
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {value && !isImage ? `${label} baru dipilih${chosenName ? `: ${chosenName}` : ''} · ${rule.hint}` : rule.hint}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
