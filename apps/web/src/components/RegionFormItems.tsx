import { Form } from 'antd';
import type { RegionOption } from '@madrasah/contract/schemas/region';
import { RegionSelect, VillageSelect } from './RegionSelect';
import { Cell } from './FormGrid';
import { LABEL } from './student-record/labels';

type Props = {
  /** Form keys of a parent block, e.g. 'ibu_'. */
  prefix?: string;
  /** Copied from another person, or abroad: shown but not editable. */
  disabled?: boolean;
};

/**
 * Kecamatan (searched by any part of its, its kabupaten/kota's or its province's name) and
 * kelurahan. The form clears the kelurahan when the kecamatan changes.
 */
export function RegionFormItems({ prefix = '', disabled }: Props) {
  const region = Form.useWatch<RegionOption | null | undefined>(`${prefix}region`);
  return (
    <>
      <Cell>
        <Form.Item name={`${prefix}region`} label={LABEL.region}>
          <RegionSelect disabled={disabled} placeholder={disabled ? '-' : 'Ketik kecamatan, kabupaten/kota atau provinsi'} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name={`${prefix}kelurahan`} label={LABEL.kelurahan}>
          <VillageSelect
            kecamatanId={region?.kecamatan_id}
            disabled={disabled}
            placeholder={disabled ? '-' : region ? 'Pilih kelurahan' : 'Pilih kecamatan terlebih dahulu'}
          />
        </Form.Item>
      </Cell>
    </>
  );
}
