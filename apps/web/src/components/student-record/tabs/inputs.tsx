import { Input, InputNumber } from 'antd';
import { formatThousands } from '../../../lib/format';

/** Inputs the record forms share. */

export const yearInput = <Input inputMode="numeric" maxLength={4} placeholder="YYYY" />;

/** Rupiah with dot thousands while it is shown; the number itself goes to the form. */
export const rupiahInput = (
  <InputNumber<number>
    prefix="Rp."
    min={0}
    controls={false}
    inputMode="numeric"
    style={{ width: '100%' }}
    formatter={(value, { userTyping, input }) => (userTyping ? input : formatThousands(value))}
    parser={(text) => Number((text ?? '').replace(/\D/g, ''))}
  />
);

export const monthsInput = <InputNumber<number> min={0} precision={0} suffix="bulan" inputMode="numeric" style={{ width: '100%' }} />;

export const notesInput = <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />;
