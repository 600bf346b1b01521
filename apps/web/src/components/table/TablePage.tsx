import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Table, type TableColumnsType } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { DOOR_TEXT } from '../../lib/door-texts';
import { mobile } from '../mobile';
import { LogActivity, type LogActivityValue } from './LogActivity';
import { RowActions, type RowAction } from './RowActions';
import { SortPopover, type SortField } from './SortPopover';
import { TableCards } from './TableCards';
import { ScrollMore } from './ScrollMore';
import { EMPTY_LIST_TEXT, cellOf, listLayout, type KeyedName, type NameColumn, type TableColumn } from './table-columns';
import { rowNumber } from './table-query';
import type { TableQueryHandle } from './useTableQuery';
import './table.css';

/** How long typing pauses before a search-as-you-type list asks the server. */
const SEARCH_PAUSE_MS = 300;

/** The list's footer (spec 01 section 9). */

type Props<Row extends { id: number | string }> = {
  title: string;
  table: TableQueryHandle<Row>;
  name: NameColumn<Row>;
  /** The columns after the name. */
  columns: TableColumn<Row>[];
  /** Titles a phone's cards instead of the name, which becomes a line (when every row has the same name). */
  cardTitle?: KeyedName<Row>;
  sortFields: SortField[];
  searchPlaceholder?: string;
  /** Searches when typing pauses, not only on Enter (the counselling reports). */
  searchAsYouType?: boolean;
  /** Controls before the sort button, e.g. a filter. */
  toolbar?: ReactNode;
  /** Shows 'Tambah' when given. */
  onCreate?: () => void;
  /** The entries of a row's menu; without it, no menu column. */
  rowActions?: (row: Row) => RowAction[];
  /** A row's last change; without it, no LogActivity column. */
  logActivity?: (row: Row) => LogActivityValue;
};

/**
 * The one list screen: search, filters, sort popover, 'Tambah', numbered rows with their menu
 * and last change; a paged table on a desktop, compact cards that load more as they scroll on
 * a phone. The rows, the paging and the 'Failed' notice come from `useTableQuery`.
 */
export function TablePage<Row extends { id: number | string }>(props: Props<Row>) {
  const { title, table, sortFields, searchPlaceholder = 'Cari', searchAsYouType, toolbar: extra, onCreate, rowActions, logActivity } = props;
  // Like the shell, a list takes its shape from the device type (spec 01 section 9).
  const { name, columns } = listLayout(props.name, props.cardTitle, props.columns, mobile);
  const { state } = table;
  const pause = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(pause.current), []);
  const search = (text: string, after = 0) => {
    window.clearTimeout(pause.current);
    pause.current = window.setTimeout(() => table.search(text), after);
  };
  const menu = rowActions && ((row: Row) => <RowActions actions={rowActions(row)} rowName={name.value(row)} />);
  const paging = {
    current: state.current,
    pageSize: state.pageSize,
    total: table.total,
    showSizeChanger: true,
    showTotal: DOOR_TEXT.total,
    onChange: (current: number, pageSize: number) => table.page(current, pageSize),
  };

  const toolbar = (
    <Flex gap={8} wrap justify="space-between" className="table-toolbar">
      <Input.Search
        className="table-search"
        placeholder={searchPlaceholder}
        aria-label="Cari"
        allowClear
        onSearch={(text) => search(text)}
        onChange={searchAsYouType ? (e) => search(e.target.value, SEARCH_PAUSE_MS) : undefined}
      />
      <Flex gap={8} wrap justify="flex-end" className="table-toolbar-actions">
        {extra}
        <SortPopover fields={sortFields} value={state.sort} onChange={table.sort} />
        {onCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
            Tambah
          </Button>
        )}
      </Flex>
    </Flex>
  );

  if (mobile) {
    return (
      <Card title={title} size="small">
        {toolbar}
        <TableCards
          rows={table.rows}
          rowKey={(row) => row.id}
          number={(index) => index + 1}
          name={name}
          columns={columns}
          actions={menu}
          footer={logActivity && ((row) => logActivity(row) && <LogActivity value={logActivity(row)} />)}
          loading={table.loading}
          label={title}
        />
        <ScrollMore hasMore={table.hasMore} loading={table.loading} onMore={table.more} />
        {table.rows.length > 0 && <div className="table-cards-total">{DOOR_TEXT.total(table.total)}</div>}
      </Card>
    );
  }

  const tableColumns: TableColumnsType<Row> = [
    { key: 'no', title: 'No', width: 56, align: 'center', render: (_value, _row, index) => rowNumber(state, index) },
    { key: 'name', title: name.title, render: (_value, row) => name.render?.(row) ?? name.value(row) },
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      className: column.nowrap ? 'table-nowrap' : undefined,
      render: (_value: unknown, row: Row) => cellOf(column, row),
    })),
    ...(logActivity ? [{ key: 'log', title: 'Log Aktivitas', render: (_value: unknown, row: Row) => <LogActivity value={logActivity(row)} /> }] : []),
    ...(menu ? [{ key: 'aksi', title: 'Aksi', width: 64, align: 'center' as const, render: (_value: unknown, row: Row) => menu(row) }] : []),
  ];

  return (
    <Card title={title}>
      {toolbar}
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={tableColumns}
        dataSource={table.rows}
        loading={table.loading}
        locale={{ emptyText: EMPTY_LIST_TEXT }}
        pagination={paging}
      />
    </Card>
  );
}
