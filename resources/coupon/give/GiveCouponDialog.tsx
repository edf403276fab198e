import { useState } from "react";
import { Avatar, Button, Modal, Space, Table, Typography } from "antd";
import { useTable } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { UserSearchInput } from "../../../src/widgets/UserSearchInput";
import { EMPTY_USER_SEARCH, userSearchQuery, type UserSearchValue } from "../../../src/widgets/userSearch";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { COUPON_PICKER } from "../../../src/widgets/pickers/couponEndpoints";
import { COUPON } from "../endpoints";
import type { Coupon, CustomerRow } from "../types";

const searchFilters = (value: UserSearchValue) => {
  const query = userSearchQuery(value);
  return [
    { field: "searchType", operator: "eq" as const, value: query.searchType },
    { field: "content", operator: "eq" as const, value: query.content },
  ];
};

/**
 * 发送给用户: find a customer with the user search input (GET user/list), choose one, and
 * give them the coupon (POST coupon/user/receive {couponId, uid}).
 */
export function GiveCouponDialog({ coupon, onClose, onGiven }: { coupon: Coupon; onClose: () => void; onGiven: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<UserSearchValue>(EMPTY_USER_SEARCH);
  const [chosen, setChosen] = useState<CustomerRow>();
  const { run, pending } = useRunAction();
  const { tableProps, setFilters, setCurrentPage } = useTable<CustomerRow>({
    resource: COUPON.customers,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
  });

  const find = (value = search) => {
    setChosen(undefined);
    setFilters(searchFilters(value), "replace");
    setCurrentPage(1);
  };

  const give = async () => {
    if (!chosen) return;
    await run(COUPON_PICKER, "receive", { couponId: coupon.id, uid: chosen.id }, t("coupon.give.sent"));
    onGiven();
  };

  return (
    <Modal
      open
      width={760}
      title={t("coupon.give.title", { name: coupon.name })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t("coupon.common.cancel")}</Button>
          <Button type="primary" disabled={!chosen} loading={pending} onClick={() => void give().catch(() => undefined)} data-testid="coupon-give-confirm">
            {t("coupon.give.send")}
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <UserSearchInput value={search} onChange={setSearch} onSearch={find} />
        <Button type="primary" onClick={() => find()} data-testid="coupon-give-search">
          {t("coupon.list.search")}
        </Button>
      </Space>
      <Table<CustomerRow>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ y: 360 }}
        rowSelection={{
          type: "radio",
          selectedRowKeys: chosen ? [chosen.id] : [],
          onChange: (_, rows) => setChosen(rows[0]),
        }}
        onRow={(row) => ({ onClick: () => setChosen(row) })}
        columns={[
          { title: t("coupon.give.uid"), dataIndex: "id", width: 90 },
          {
            title: t("coupon.give.customer"),
            key: "customer",
            render: (_, row) => (
              <Space>
                <Avatar src={row.avatar || undefined} size="small">
                  {row.nickname?.slice(0, 1)}
                </Avatar>
                <span>{row.nickname}</span>
              </Space>
            ),
          },
          { title: t("coupon.give.phone"), dataIndex: "phone", width: 150 },
        ]}
      />
      {chosen && (
        <Typography.Text type="secondary" data-testid="coupon-give-chosen">
          {t("coupon.give.chosen", { name: chosen.nickname, uid: chosen.id })}
        </Typography.Text>
      )}
    </Modal>
  );
}
