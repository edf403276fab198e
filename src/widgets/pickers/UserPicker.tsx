import { useState } from "react";
import { Button, Modal, Space, Table, Typography } from "antd";
import { useTable } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import type { CustomerRow } from "../../../server/areas/customer/contract";
import { UserSearchInput } from "../UserSearchInput";
import { EMPTY_USER_SEARCH, userSearchQuery, type UserSearchValue } from "../userSearch";
import { UserAvatar } from "../listCells/UserAvatar";
import { namedRowChecks } from "../listCells/rowSelection";

export type { CustomerRow };

export interface UserPickerProps {
  /** The caller's endpoint-table resource whose `list` is GET user/list (contract §3.13). */
  resource: string;
  title: string;
  /** The confirm button's text (default "OK"). */
  okText?: string;
  /** Runs with the chosen customer; while a returned promise is pending the button spins, a rejection keeps the dialog open. */
  onOk: (user: CustomerRow) => unknown;
  onCancel: () => void;
  /** Prefix of the test ids: `<testId>-search`, `-confirm`, `-chosen`. */
  testId?: string;
}

const searchFilters = (value: UserSearchValue) => {
  const query = userSearchQuery(value);
  return [
    { field: "searchType", operator: "eq" as const, value: query.searchType },
    { field: "content", operator: "eq" as const, value: query.content },
  ];
};

/**
 * Choose one of the merchant's customers (the user picker of the staff editor, and the
 * give-a-coupon dialog): the user search input (spec doc 1 §2.3) over a paged list, one row chosen.
 */
export function UserPicker({ resource, title, okText, onOk, onCancel, testId = "user-picker" }: UserPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<UserSearchValue>(EMPTY_USER_SEARCH);
  const [chosen, setChosen] = useState<CustomerRow>();
  const [pending, setPending] = useState(false);
  const { tableProps, setFilters, setCurrentPage } = useTable<CustomerRow>({ resource, syncWithLocation: false, pagination: { pageSize: 10 } });

  const find = (value = search) => {
    setChosen(undefined);
    setFilters(searchFilters(value), "replace");
    setCurrentPage(1);
  };

  const confirm = async () => {
    if (!chosen) return;
    setPending(true);
    try {
      await onOk(chosen);
    } catch {
      // Already shown (HTTP client); the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      width={760}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>{t("widgets.cancel")}</Button>
          <Button type="primary" disabled={!chosen} loading={pending} onClick={() => void confirm()} data-testid={`${testId}-confirm`}>
            {okText ?? t("widgets.ok")}
          </Button>
        </Space>
      }
      data-testid={testId}
    >
      <Space style={{ marginBottom: 12 }}>
        <UserSearchInput value={search} onChange={setSearch} onSearch={find} />
        <Button type="primary" onClick={() => find()} data-testid={`${testId}-search`}>
          {t("userSearch.picker.search")}
        </Button>
      </Space>
      <Table<CustomerRow>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ y: 360 }}
        rowSelection={{ ...namedRowChecks(t("widgets.selectRow")), type: "radio", selectedRowKeys: chosen ? [chosen.id] : [], onChange: (_, rows) => setChosen(rows[0]) }}
        onRow={(row) => ({ onClick: () => setChosen(row) })}
        columns={[
          { title: t("userSearch.picker.uid"), dataIndex: "id", width: 90 },
          {
            title: t("userSearch.picker.customer"),
            key: "customer",
            render: (_, row) => (
              <Space>
                <UserAvatar src={row.avatar} name={row.nickname} size="small" />
                <span>{row.nickname}</span>
              </Space>
            ),
          },
          { title: t("userSearch.picker.phone"), dataIndex: "phone", width: 150 },
        ]}
      />
      {chosen && (
        <Typography.Text type="secondary" data-testid={`${testId}-chosen`}>
          {t("userSearch.picker.chosen", { name: chosen.nickname, uid: chosen.id })}
        </Typography.Text>
      )}
    </Modal>
  );
}

export default UserPicker;
