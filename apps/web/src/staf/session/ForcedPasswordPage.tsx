import { Button, Card, Typography } from 'antd';
import { useStafPrivilege, useStafSession } from '../session';
import { StafPasswordForm } from './StafPasswordForm';

/**
 * A password someone else chose (the first operator's, a generated or reset one) is changed
 * before anything else: the server refuses every other call until then.
 */
export default function ForcedPasswordPage() {
  const { profile } = useStafPrivilege();
  const { refresh, signOut } = useStafSession();
  return (
    <main className="login">
      <Card className="login-card staf-forced-password" title="Ganti Password">
        <Typography.Paragraph>
          Halo, <strong>{profile.name}</strong>. Password Anda dibuat oleh operator. Ganti dengan password Anda sendiri sebelum melanjutkan.
        </Typography.Paragraph>
        <StafPasswordForm onChanged={() => void refresh()} />
        <Button type="link" className="staf-forced-logout" onClick={() => void signOut()}>
          Keluar
        </Button>
      </Card>
    </main>
  );
}
