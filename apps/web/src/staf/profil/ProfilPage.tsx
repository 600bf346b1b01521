import { Card, Col, Descriptions, Row, Tag } from 'antd';
import { useStafPrivilege } from '../session';
import { StafPasswordForm } from '../session/StafPasswordForm';

/** /staf/profil: who is signed in, with which roles, and their own password. */
export default function ProfilPage() {
  const { profile } = useStafPrivilege();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="Profil">
          <Descriptions
            column={1}
            items={[
              { key: 'nama', label: 'Nama', children: profile.name },
              { key: 'email', label: 'E-Mail', children: profile.email },
              {
                key: 'peran',
                label: 'Peran',
                children: profile.roles.map((role) => (
                  <Tag key={role} color="green">
                    {role}
                  </Tag>
                )),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Ganti Password">
          <StafPasswordForm onChanged={() => undefined} />
        </Card>
      </Col>
    </Row>
  );
}
