import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Skeleton, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAF_NOTIFIKASI } from '@madrasah/contract/endpoints/staf-notifikasi';
import { belumHadirSettingSchema, type BelumHadirSetting } from '@madrasah/contract/schemas/notifikasi';
import { cardSize } from '../../components/mobile';
import { api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { JamInput } from '../sekolah/JamInput';

const key = ['staf', 'pengaturan', 'notifikasi-belum-hadir'];
const rules = zodFormRules(belumHadirSettingSchema);
type Values = { aktif: boolean; jam: string | null };

/** The not-yet-clocked-in alert: off, or the school time at which guardians of students with no clock-in hear of it. */
export function BelumHadirCard() {
  const query = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await api.call(STAF_NOTIFIKASI.belumHadir, undefined, { signal })).data });
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: async (body: BelumHadirSetting) => (await api.call(STAF_NOTIFIKASI.simpanBelumHadir, { body }, { notifySuccess: true })).data,
    onSuccess: (data) => client.setQueryData(key, data),
  });
  const readOnly = !useCanCall()(STAF_NOTIFIKASI.simpanBelumHadir);
  const [form] = Form.useForm<Values>();
  const aktif = Form.useWatch('aktif', form);
  useEffect(() => {
    if (query.data) form.setFieldsValue({ aktif: query.data.jam !== null, jam: query.data.jam });
  }, [form, query.data]);

  const submit = (values: Values) => save.mutateAsync({ jam: values.aktif ? values.jam : null }).catch((err: unknown) => showServerFieldErrors(form, err));

  return (
    <Card title="Notifikasi Belum Presensi" size={cardSize} style={{ marginTop: 16 }}>
      {query.data ? (
        <Form form={form} layout="vertical" onFinish={submit} disabled={readOnly}>
          <Typography.Paragraph type="secondary">
            Pada hari sekolah, wali siswa diberi tahu bila anaknya belum presensi masuk dan tidak berizin sampai jam ini.
          </Typography.Paragraph>
          <Form.Item name="aktif" label="Kirim notifikasi" valuePropName="checked">
            <Switch />
          </Form.Item>
          {aktif && (
            <Form.Item name="jam" label="Jam pemberitahuan" rules={[{ required: true, message: 'Jam wajib diisi' }, ...rules('jam')]}>
              <JamInput />
            </Form.Item>
          )}
          {!readOnly && (
            <Flex justify="end">
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
                Simpan
              </Button>
            </Flex>
          )}
        </Form>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
