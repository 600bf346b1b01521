import { Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_LIMITS } from '@madrasah/contract/audit-log';
import { MSG } from '@madrasah/contract/messages';
import { daysBetween } from '@madrasah/contract/schemas/perizinan-tanggal';
import { FilterModal } from '../../components/filter/FilterModal';
import { useFilterModal } from '../../components/filter/useFilterModal';
import type { TableFilter } from '../../components/table/table-query';
import { ACTION_LABEL } from './audit-values';
import { PenggunaSelect, type Pengguna } from './PenggunaSelect';
import { DateRangeItems } from '../filter-items';

const FIELDS = ['user_id', 'action', 'entity', 'entity_id', 'tgl_awal', 'tgl_akhir'] as const;
type Values = { user_id?: number; action?: string; entity?: string; entity_id?: number; tgl_awal?: string; tgl_akhir?: string };

/** More than the server reads at once (a year): said before asking. */
const tooLong = ({ tgl_awal, tgl_akhir }: Values) => Boolean(tgl_awal && tgl_akhir && daysBetween(tgl_awal, tgl_akhir) >= AUDIT_LIMITS.daysMax);

type Props = { value: TableFilter; onChange: (filtering: TableFilter) => void };

/**
 * The log's 'Filter': account, action, record (table and id) and days. Sign-ins and sign-outs
 * show only when chosen as the action; without days the server reads the last year.
 */
export function AuditFilter({ value, onChange }: Props) {
  const { form, modal } = useFilterModal<Values>({
    value,
    onChange,
    fields: FIELDS,
    refuse: (chosen) => (tooLong(chosen) ? MSG.auditRangeTooLong : undefined),
    clean: (chosen) => ({ ...chosen, entity: chosen.entity?.trim() || undefined }),
  });
  const [pengguna, setPengguna] = useState<Pengguna>();

  return (
    <FilterModal {...modal}>
      <Form form={form} layout="vertical" name="audit-filter">
        <Form.Item name="user_id" label="Akun">
          <PenggunaSelect chosen={pengguna} onPick={setPengguna} />
        </Form.Item>
        <Form.Item name="action" label="Aksi" extra="Masuk dan keluar (login/logout) hanya tampil bila dipilih di sini.">
          <Select allowClear placeholder="Semua perubahan" options={AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABEL[action] }))} />
        </Form.Item>
        <Form.Item name="entity" label="Tabel data" extra="Nama tabel, mis. siswa, rombel, role_access">
          <Input allowClear maxLength={64} />
        </Form.Item>
        <Form.Item name="entity_id" label="ID data">
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <DateRangeItems extra="Paling lama satu tahun; tanpa tanggal, satu tahun terakhir." />
      </Form>
    </FilterModal>
  );
}
