import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Spin } from 'antd';
// antd's Input bundles TextArea, Search and OTP as statics; these two files alone are lighter.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useNavigate } from 'react-router';
import { MSG } from '@madrasah/contract/messages';
import { loginBodySchema, type LoginBody } from '@madrasah/contract/schemas/session';
import { usePublicConfig } from '../../lib/public-config';
import { SignInError, useSession } from '../../lib/session';
import { zodFormRules } from '../../lib/zod-form';

const rules = zodFormRules(loginBodySchema);

export default function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const login = useMutation({
    mutationFn: (values: LoginBody) => signIn(loginBodySchema.parse(values)),
    onSuccess: () => navigate('/', { replace: true }),
  });
  const { error } = login;
  const failure = error instanceof SignInError ? error.message : error ? MSG.genericError : null;

  return (
    // Plain elements instead of antd Card and Typography keep this first page's download small.
    <main className="login">
      <section className="login-card">
        <header className="login-header">
          <img src="/favicon.svg" alt="" width={56} height={56} />
          <h1>Portal Madrasah Digital</h1>
          {config.isPending ? (
            <Spin size="small" />
          ) : (
            <p className="login-school">{config.data?.sekolah_nama}</p>
          )}
        </header>
        {failure && <Alert type="error" showIcon title={failure} className="login-error" />}
        <Form<LoginBody>
          layout="vertical"
          requiredMark={false}
          initialValues={{ remember: false }}
          onFinish={(values) => login.mutate(values)}
        >
          <Form.Item name="email" label="E-Mail" rules={rules('email')}>
            <Input prefix={<MailOutlined />} inputMode="email" autoComplete="username" size="large" autoFocus />
          </Form.Item>
          <Form.Item name="password" label="Password" rules={rules('password')}>
            <Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>Ingat saya</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
            Masuk
          </Button>
        </Form>
      </section>
    </main>
  );
}
