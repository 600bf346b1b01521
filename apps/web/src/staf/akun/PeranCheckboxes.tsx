import { Checkbox } from 'antd';
import { STAFF_ROLES } from '@madrasah/contract/access';
import { peranLabel } from '@madrasah/contract/peran';

const OPTIONS = STAFF_ROLES.map((value) => ({ value, label: peranLabel(value) }));

/** The staff roles an account holds, one box each (a Form.Item's control). */
export function PeranCheckboxes(props: { value?: string[]; onChange?: (value: string[]) => void }) {
  return <Checkbox.Group options={OPTIONS} {...props} className="akun-peran" />;
}
