import { Card, Tag, Typography } from 'antd';
import { useStafPrivilege } from '../session';

/** /staf: the signed-in staff member's start page. */
export default function BerandaPage() {
  const { profile, tahun_ajaran, semester } = useStafPrivilege();
  return (
    <Card title="Beranda">
      <Typography.Paragraph>
        Selamat datang, <strong>{profile.name}</strong>.
      </Typography.Paragraph>
      <Typography.Paragraph>
        Peran:{' '}
        {profile.roles.map((role) => (
          <Tag key={role} color="green">
            {role}
          </Tag>
        ))}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {tahun_ajaran && semester
          ? `Tahun ajaran ${tahun_ajaran.thn_awal}/${tahun_ajaran.thn_akhir}, semester ${semester.tipe_semester}.`
          : 'Belum ada tahun ajaran aktif. Operator membukanya di Pengaturan Sekolah.'}
      </Typography.Paragraph>
    </Card>
  );
}
