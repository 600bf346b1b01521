import { Col, Row } from 'antd';
import { TIPE_ORANG_TUA, type OrangTua } from '@madrasah/contract/schemas/orang-tua';
import { formatDate } from '../../lib/format';
import { LABEL, PERSON_TITLE } from './labels';
import { PERSONS, type Person } from './orang-tua-values';
import { ReadCard } from '../ReadCard';
import { ReadList, type ReadItem } from '../ReadList';
import { addressItems } from './address-items';

/** A person's facts; a person without a record shows every value as '-'. */
function items(record: OrangTua | undefined, person: Person): ReadItem[] {
  return [
    { label: LABEL.status_hidup, value: record?.status_hidup },
    { label: LABEL.nama, value: record?.nama },
    { label: LABEL.nik, value: record?.nik },
    { label: LABEL.kewarganegaraan, value: record?.kewarganegaraan },
    { label: LABEL.tempat_lahir, value: record?.tempat_lahir },
    { label: LABEL.tgl_lahir, value: record && formatDate(record.tgl_lahir) },
    { label: LABEL.pendidikan, value: record?.pendidikan },
    { label: LABEL.pekerjaan, value: record?.pekerjaan },
    { label: LABEL.penghasilan, value: record?.penghasilan },
    { label: LABEL.no_telp, value: record?.no_telp },
    ...(person === 'wali' ? [{ label: LABEL.email, value: record?.email }] : []),
    { label: LABEL.domisili, value: record?.domisili },
    { label: LABEL.status_tempat_tinggal, value: record?.status_tempat_tinggal },
    ...addressItems(record),
  ];
}

type Props = { records: OrangTua[]; onEdit?: () => void };

/** Father, mother and guardian side by side (stacked on a phone); 'Edit' only for users who may change them. */
export function OrangTuaView({ records, onEdit }: Props) {
  return (
    <ReadCard title="Data Orang Tua" onEdit={onEdit}>
      <Row gutter={[16, 24]}>
        {PERSONS.map((person) => (
          <Col key={person} xs={24} xl={8}>
            <section aria-label={PERSON_TITLE[person]}>
              <ReadList
                title={PERSON_TITLE[person]}
                columns={1}
                items={items(
                  records.find((record) => record.tipe === TIPE_ORANG_TUA[person]),
                  person,
                )}
              />
            </section>
          </Col>
        ))}
      </Row>
    </ReadCard>
  );
}
