import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Collapse, Flex, Select, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import type { AccessMap, ActionFlag } from '@madrasah/contract/access';
import { STAF_HAK_AKSES } from '@madrasah/contract/endpoints/staf-hak-akses';
import type { HakAkses, HakAksesHalaman, HakAksesPeran, HakAksesSisi } from '@madrasah/contract/schemas/staf-hak-akses';
import { InlineLoadError } from '../../components/InlineLoadError';
import { api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { FLAG_LABEL, PAGE_FLAGS, TAB_FLAGS, changedPages, entryOf, hasTabs, pageGroups, withFlag, withStatus } from './hak-akses-grid';
import './hak-akses.css';

const QUERY_KEY = ['staf', 'hak-akses'];

const OTHER_SIDE: Record<HakAksesSisi, string> = {
  staf: 'Akun staf tidak masuk ke portal siswa: halaman portal selalu tertutup untuk peran staf.',
  portal: 'Akun portal tidak masuk ke aplikasi staf: halaman staf selalu tertutup untuk peran ini.',
};

type GridProps = {
  pages: HakAksesHalaman[];
  akses: AccessMap;
  /** Whether the grid may be changed: the operator's role on its own side's pages. */
  editable: boolean;
  onChange: (akses: AccessMap) => void;
};

/** Pages × actions of one role: a page opens with its switch, its actions are ticked while it is open. */
function AccessGrid({ pages, akses, editable, onChange }: GridProps) {
  const flag = (page: HakAksesHalaman, f: ActionFlag) => {
    const entry = entryOf(akses, page.path);
    return (
      <Checkbox
        aria-label={`${FLAG_LABEL[f]} ${page.nama}`}
        checked={entry.action[f] === true}
        disabled={!editable || !entry.status}
        onChange={(e) => onChange(withFlag(akses, page.path, f, e.target.checked))}
      >
        {TAB_FLAGS.includes(f) ? FLAG_LABEL[f] : null}
      </Checkbox>
    );
  };
  return (
    <Table<HakAksesHalaman>
      rowKey="path"
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={pages}
      expandable={{
        rowExpandable: (page) => hasTabs(page.path),
        expandedRowRender: (page) => (
          <Flex wrap gap={12} className="hak-akses-tabs">
            <Typography.Text type="secondary">Tab data siswa:</Typography.Text>
            {TAB_FLAGS.map((f) => (
              <span key={f}>{flag(page, f)}</span>
            ))}
          </Flex>
        ),
      }}
      columns={[
        {
          key: 'halaman',
          title: 'Halaman',
          fixed: 'left',
          render: (_v, page) => (
            <Flex vertical>
              <span>{page.nama}</span>
              <Typography.Text type="secondary" className="hak-akses-path">
                {page.induk ? `${page.induk} · ${page.path}` : page.path}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'status',
          title: 'Buka',
          align: 'center',
          render: (_v, page) => (
            <Switch
              size="small"
              aria-label={`Buka ${page.nama}`}
              checked={entryOf(akses, page.path).status}
              disabled={!editable}
              onChange={(on) => onChange(withStatus(akses, page.path, on))}
            />
          ),
        },
        ...PAGE_FLAGS.map((f) => ({ key: f, title: FLAG_LABEL[f], align: 'center' as const, render: (_v: unknown, page: HakAksesHalaman) => flag(page, f) })),
      ]}
    />
  );
}

/**
 * '/staf/hak-akses': each role's access map, portal and staff pages in two groups named as the
 * menu names them. The operator ticks and saves; the head reads. A change holds from the next
 * request of every account with that role.
 */
export default function HakAksesPage() {
  const queryClient = useQueryClient();
  const canCall = useCanCall();
  const editable = canCall(STAF_HAK_AKSES.update);
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: async ({ signal }) => (await api.call(STAF_HAK_AKSES.list, {}, { signal })).data });
  const [chosenId, setChosenId] = useState<number>();
  const [draft, setDraft] = useState<AccessMap>();
  const role = query.data?.list.find((r) => r.id === chosenId) ?? query.data?.list[0];
  const akses = draft ?? role?.akses ?? {};
  const changed = role && draft ? changedPages(role.akses, draft) : [];

  const save = useMutation({
    mutationFn: async (peran: HakAksesPeran) => {
      const body = { akses: Object.fromEntries(changed.map((path) => [path, entryOf(akses, path)])) };
      return (await api.call(STAF_HAK_AKSES.update, { params: { role_id: peran.id }, body }, { notifySuccess: true })).data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<HakAkses>(QUERY_KEY, (old) => old && { ...old, list: old.list.map((r) => (r.id === saved.id ? saved : r)) });
      setDraft(undefined);
    },
  });

  if (query.isError) return <InlineLoadError onRetry={() => void query.refetch()} />;
  const roleOptions = (sisi: HakAksesSisi) => (query.data?.list ?? []).filter((r) => r.sisi === sisi).map((r) => ({ value: r.id, label: r.nama }));

  return (
    <Card
      title="Hak Akses"
      loading={query.isLoading}
      extra={
        editable && (
          <Flex gap={8}>
            <Button disabled={changed.length === 0 || save.isPending} onClick={() => setDraft(undefined)}>
              Batal
            </Button>
            <Button type="primary" disabled={changed.length === 0} loading={save.isPending} onClick={() => role && save.mutate(role)}>
              Simpan
            </Button>
          </Flex>
        )
      }
    >
      {role && query.data && (
        <Flex vertical gap={16}>
          <Flex gap={8} align="center" wrap>
            <label htmlFor="hak-akses-peran">Peran</label>
            <Select
              id="hak-akses-peran"
              className="hak-akses-peran"
              value={role.id}
              // Another role's map while this one has unsaved ticks would lose them.
              disabled={changed.length > 0}
              onChange={(id: number) => {
                setChosenId(id);
                setDraft(undefined);
              }}
              options={[
                { label: 'Staf', options: roleOptions('staf') },
                { label: 'Portal', options: roleOptions('portal') },
              ]}
            />
            {changed.length > 0 && <Typography.Text type="warning">{`${changed.length} halaman diubah, belum disimpan`}</Typography.Text>}
          </Flex>
          {!editable && <Alert type="info" showIcon title="Anda dapat melihat hak akses, tetapi tidak mengubahnya." />}
          <Collapse
            key={role.id}
            defaultActiveKey={[role.sisi]}
            items={pageGroups(query.data.halaman, role.sisi).map((group) => ({
              key: group.sisi,
              label: `${group.title} (${group.pages.filter((p) => entryOf(akses, p.path).status).length} dari ${group.pages.length} terbuka)`,
              children: (
                <Flex vertical gap={8}>
                  {group.sisi !== role.sisi && <Alert type="info" showIcon title={OTHER_SIDE[role.sisi]} />}
                  <AccessGrid pages={group.pages} akses={akses} editable={editable && group.sisi === role.sisi} onChange={setDraft} />
                </Flex>
              ),
            }))}
          />
        </Flex>
      )}
    </Card>
  );
}
