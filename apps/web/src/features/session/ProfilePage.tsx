import { Card, Col, Descriptions, Row, type DescriptionsProps } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { SISWA } from '@madrasah/contract/endpoints/siswa';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { ProfilePhoto } from '../../components/ProfilePhoto';
import { useDataDiri } from '../../components/student-record/api';
import { useCanCall } from '../../lib/can-call';
import { PreferensiNotifikasi } from '../../components/PreferensiNotifikasi';
import { useCanOpen } from '../../lib/can-open';
import { roleLabel } from '../../lib/role';
import { usePrivilege } from '../../lib/session';

const orDash = (value: string | null) => value || '-';

function accountItems(p: Privilege): DescriptionsProps['items'] {
  const isAlumni = p.profile.roles === ROLE.alumni;
  return [
    { key: 'nama', label: 'Nama', children: p.profile.name },
    { key: 'email', label: 'E-Mail', children: p.profile.email },
    { key: 'role', label: 'Masuk sebagai', children: roleLabel(p.profile.roles) },
    ...(isAlumni
      ? [{ key: 'alumni', label: 'Nama Alumni', children: orDash(p.profile_ex.nama) }]
      : [
          { key: 'siswa', label: 'Peserta Didik', children: orDash(p.profile_ex.nama) },
          { key: 'rombel', label: 'Rombel', children: orDash(p.profile_ex.rombel_nama) },
        ]),
    { key: 'tahun', label: 'Tahun Ajaran', children: `${p.tahun_ajaran.thn_awal}/${p.tahun_ajaran.thn_akhir}` },
    { key: 'semester', label: 'Semester', children: p.semester.tipe_semester },
  ];
}

/** The student's own photo, as their personal data holds it now. */
function SiswaPhoto({ siswaId, nama }: { siswaId: number; nama: string }) {
  const { data } = useDataDiri(siswaId);
  return <ProfilePhoto src={data?.foto ? `${data.main_path}${data.foto}` : undefined} nama={nama} />;
}

type Props = {
  /** An alumnus's photo from the alumni area (given by the router: features do not import each other). */
  AlumniPhoto: ComponentType<{ alumniId: number; nama: string }>;
};

/** The account's photo: a student's or an alumnus's own, read from their record; the default picture otherwise. */
function AccountPhoto({ privilege, AlumniPhoto }: Props & { privilege: Privilege }) {
  const canCall = useCanCall();
  const { profile, profile_ex } = privilege;
  const nama = profile.name;
  if (profile.roles === ROLE.alumni && profile_ex.alumni_id !== null) return <AlumniPhoto alumniId={profile_ex.alumni_id} nama={nama} />;
  // A guardian's account has no photo of its own; a suspended student may not read their record.
  if (profile.roles === ROLE.siswa && profile_ex.siswa_id !== null && canCall(SISWA.dataDiri)) return <SiswaPhoto siswaId={profile_ex.siswa_id} nama={nama} />;
  return <ProfilePhoto src={undefined} nama={nama} />;
}

export default function ProfilePage({ AlumniPhoto }: Props) {
  const privilege = usePrivilege();
  const canOpen = useCanOpen();
  const detailPath = privilege.profile.roles === ROLE.alumni ? PAGE.alumni : PAGE.siswaDetail;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8} xl={6}>
        <Card title="Foto" className="profile-photo">
          <AccountPhoto privilege={privilege} AlumniPhoto={AlumniPhoto} />
        </Card>
      </Col>
      <Col xs={24} md={16} xl={18}>
        <Card title="Informasi akun" extra={canOpen(detailPath) ? <Link to={detailPath}>Detail</Link> : undefined}>
          <Descriptions column={1} bordered size="small" items={accountItems(privilege)} />
        </Card>
      </Col>
      <Col xs={24} md={{ span: 16, offset: 8 }} xl={{ span: 18, offset: 6 }}>
        {privilege.profile.roles !== ROLE.alumni && <PreferensiNotifikasi />}
      </Col>
    </Row>
  );
}
