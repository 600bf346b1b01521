import { Avatar, Card, Col, Descriptions, Row, type DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { PAGE, ROLE } from '@madrasah/contract/access';
import type { Privilege } from '@madrasah/contract/schemas/session';
import defaultAvatar from '../../assets/avatar-default.svg';
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

export default function ProfilePage() {
  const privilege = usePrivilege();
  const canOpen = useCanOpen();
  const detailPath = privilege.profile.roles === ROLE.alumni ? PAGE.alumni : PAGE.siswaDetail;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8} xl={6}>
        <Card title="Foto" className="profile-photo">
          <Avatar size={144} src={defaultAvatar} alt={`Foto ${privilege.profile.name}`} />
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
