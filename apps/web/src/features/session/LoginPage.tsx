import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
// antd's Input bundles TextArea, Search and OTP as statics; these two files alone are lighter.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Suspense, lazy, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { MSG } from '@madrasah/contract/messages';
import type { LoginBody, Privilege } from '@madrasah/contract/schemas/session';
import { loadPublicConfig } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { SignInError } from '../../lib/session';
import { FieldError } from './FieldError';
import type { LoginField } from './sign-in';

// The rules and the sign-in calls bring zod and the access map: they load with the visitor's
// first keystroke or submit, and the alert only when a sign-in fails.
const loadSignIn = () => import('./sign-in');
const Alert = lazy(() => import('antd/es/alert'));

type Props<P> = {
  /** A valid form is being sent: what follows a sign-in may start loading alongside. */
  onSubmit?: () => void;
  /** The account signed in and may use this side; its token is stored. */
  onSignedIn: (privilege: P) => void;
  /** The staff side's door: its title, and its sign-in call (the portal's by default). */
  door?: { title: string; signIn: (values: LoginBody) => Promise<P> };
};

/** The school's name under the title; undefined until the server has answered, null if it failed. */
function useSchoolName(): string | undefined | null {
  const [name, setName] = useState<string | null>();
  useEffect(() => {
    loadPublicConfig().then(
      (config) => setName(config.sekolah_nama),
      () => setName(null),
    );
  }, []);
  return name;
}

/**
 * The sign-in form. It behaves as an antd Form with the contract's rules would (a field is
 * checked as it changes, all of them on submit) without Form's weight, so the first page a
 * phone opens stays small.
 */
export default function LoginPage<P = Privilege>({ onSubmit, onSignedIn, door }: Props<P>) {
  const schoolName = useSchoolName();
  useDocumentTitle('Masuk', schoolName);
  const [values, setValues] = useState<LoginBody>({ email: '', password: '', remember: false });
  const [issues, setIssues] = useState<Partial<Record<LoginField, string>>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const { loginIssues } = await loadSignIn();
    const message = loginIssues(next)[field];
    setIssues((current) => ({ ...current, [field]: message }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { loginIssues, signIn } = await loadSignIn();
    const found = loginIssues(values);
    setIssues(found);
    if (found.email || found.password) return;
    onSubmit?.();
    setPending(true);
    setFailure(null);
    try {
      onSignedIn(door ? await door.signIn(values) : ((await signIn(values)) as P));
    } catch (err) {
      setFailure(err instanceof SignInError ? err.message : MSG.genericError);
      setPending(false);
    }
  };

  /** What both text fields share: their value, their check as they change, and their error state. */
  const fieldProps = (field: LoginField) => ({
    id: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => void change(field, event.target.value),
    status: issues[field] ? ('error' as const) : undefined,
    'aria-required': true,
    'aria-invalid': issues[field] ? true : undefined,
    'aria-describedby': issues[field] ? `${field}_help` : undefined,
    size: 'large' as const,
  });

  return (
    // Plain elements instead of antd Card, Typography and Form keep this first page's download small.
    <main className="login">
      <section className="login-card">
        <header className="login-header">
          <img src="/icons/icon-192.png" alt="" width={56} height={56} />
          <h1>{door?.title ?? 'Portal Madrasah Digital'}</h1>
          {/* A still bar holds the name's line meanwhile: the form is usable at once, nothing on
              the page needs to spin, and the card does not move when the name comes. */}
          {schoolName === undefined ? <span className="login-school-pending" /> : <p className="login-school">{schoolName}</p>}
        </header>
        {failure && (
          <Suspense>
            <Alert type="error" showIcon title={failure} className="login-error" />
          </Suspense>
        )}
        <form noValidate onSubmit={(event) => void submit(event)}>
          <div className="login-field">
            <label htmlFor="email" title="E-Mail">
              E-Mail
            </label>
            <Input {...fieldProps('email')} prefix={<MailOutlined />} inputMode="email" autoComplete="username" autoFocus />
            <FieldError id="email_help" message={issues.email} />
          </div>
          <div className="login-field">
            <label htmlFor="password" title="Password">
              Password
            </label>
            <Password {...fieldProps('password')} prefix={<LockOutlined />} autoComplete="current-password" />
            <FieldError id="password_help" message={issues.password} />
          </div>
          <div className="login-remember">
            <Checkbox id="remember" checked={values.remember} onChange={(event) => setValues({ ...values, remember: event.target.checked })}>
              Ingat saya
            </Checkbox>
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            Masuk
          </Button>
        </form>
      </section>
    </main>
  );
}
