/**
 * The message under a sign-in field, placed as antd's Form.Item places it: the 24 px below
 * each field hold it, so a one-line message moves nothing.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div className="login-field-help">
      {message && (
        <div id={id} className="login-field-error">
          {message}
        </div>
      )}
    </div>
  );
}
