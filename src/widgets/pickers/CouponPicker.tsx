import { useMemo, useState } from "react";
import { Button, Input, Modal, Space, Table, type TableColumnsType } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { useCustom } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../../providers/notify";
import type { UsableCoupon } from "../../../server/areas/coupon/contract";
import { modalApi } from "../modalHost";
import { useRunAction } from "../useRunAction";
import { COUPON_PICKER } from "./couponEndpoints";
import { minSpendText, validityText } from "./couponText";
import { useAllowedEach } from "../../access/useAllowed";
import { namedRowChecks } from "../listCells/rowSelection";

export type { UsableCoupon };

export interface CouponPickerProps {
  open: boolean;
  /** Checkboxes (several coupons) instead of a radio (one). */
  multiple?: boolean;
  /** Coupons chosen before (by id). */
  value?: ReadonlyArray<Pick<UsableCoupon, "id">>;
  /** Select mode: the chosen coupons. */
  onOk?: (rows: UsableCoupon[]) => void;
  onCancel: () => void;
  /** Send mode: give coupons to this customer instead of choosing. */
  uid?: number;
}

const matches = (coupon: UsableCoupon, keyword: string) => !keyword || coupon.name.toLowerCase().includes(keyword.toLowerCase());

/**
 * The coupon picker (spec doc 1 §2.3; 944 px, table at most 400 high): the merchant's usable
 * coupons (`coupon/product/usable/list`, which takes no parameters, so the keyword filters
 * here). Select mode confirms the chosen rows; send mode gives a coupon to customer `uid`.
 * A failed list just stops loading; the HTTP client has said what went wrong.
 */
export function CouponPicker({ open, multiple = false, value, onOk, onCancel, uid }: CouponPickerProps) {
  const may = useAllowedEach(COUPON_PICKER, ["usable", "receive"]);
  const { t } = useTranslation();
  const sendMode = uid !== undefined;
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  const [chosen, setChosen] = useState<UsableCoupon[]>(() => (value ?? []) as UsableCoupon[]);
  const { run } = useRunAction();
  const { result, query } = useCustom<UsableCoupon[]>({
    url: "",
    method: "get",
    meta: { resource: COUPON_PICKER, action: "usable" },
    queryOptions: { enabled: open && may.usable },
  });
  const all = useMemo(() => (Array.isArray(result.data) ? (result.data as UsableCoupon[]) : []), [result.data]);
  const rows = useMemo(() => all.filter((c) => matches(c, keyword.trim())), [all, keyword]);
  const chosenIds = chosen.map((c) => c.id);

  const confirm = () => {
    if (!chosen.length) return toastWarning(t("coupon.picker.chooseFirst"));
    // Rows chosen earlier keep their full data when the list holds them.
    onOk?.(chosen.map((c) => all.find((row) => row.id === c.id) ?? c));
  };

  const send = (coupon: UsableCoupon) =>
    modalApi().confirm({
      title: t("coupon.picker.sendTitle"),
      content: t("coupon.picker.sendConfirm"),
      okText: t("coupon.common.ok"),
      cancelText: t("coupon.common.cancel"),
      onOk: async () => {
        try {
          await run(COUPON_PICKER, "receive", { couponId: coupon.id, uid }, t("coupon.picker.sent"));
        } catch {
          return; // Shown by the HTTP client.
        }
        void query.refetch();
      },
    });

  const columns: TableColumnsType<UsableCoupon> = [
    { title: "ID", dataIndex: "id", width: 70 },
    { title: t("coupon.picker.name"), dataIndex: "name", ellipsis: true },
    { title: t("coupon.picker.money"), dataIndex: "money", width: 100, render: (v) => String(v) },
    { title: t("coupon.picker.minPrice"), dataIndex: "minPrice", width: 110, render: (v) => minSpendText(v, t) },
    { title: t("coupon.picker.validity"), key: "validity", width: 260, render: (_, row) => validityText(row, t) },
    { title: t("coupon.picker.left"), key: "left", width: 100, render: (_, row) => (row.isLimited ? row.lastTotal : t("coupon.list.unlimited")) },
  ];
  if (sendMode && may.receive) {
    columns.push({
      title: t("coupon.list.actions"),
      key: "send",
      width: 80,
      fixed: "right",
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => send(row)} data-testid={`coupon-picker-send-${row.id}`}>
          {t("coupon.picker.send")}
        </Button>
      ),
    });
  }

  return (
    <Modal
      open={open}
      width={944}
      title={t(sendMode ? "coupon.picker.sendDialog" : "coupon.picker.title")}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        sendMode ? (
          <Button onClick={onCancel}>{t("coupon.common.close")}</Button>
        ) : (
          <Space>
            <Button onClick={onCancel}>{t("coupon.common.cancel")}</Button>
            <Button type="primary" onClick={confirm} data-testid="coupon-picker-ok">
              {t("coupon.common.ok")}
            </Button>
          </Space>
        )
      }
      data-testid="coupon-picker"
    >
      <Space style={{ marginBottom: 12 }}>
        <Input
          allowClear
          value={typed}
          placeholder={t("coupon.picker.keywords")}
          onChange={(e) => {
            setTyped(e.target.value);
            if (!e.target.value) setKeyword("");
          }}
          onPressEnter={() => setKeyword(typed)}
          style={{ width: 240 }}
          data-testid="coupon-picker-keywords"
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={() => setKeyword(typed)}>
          {t("coupon.list.search")}
        </Button>
      </Space>
      <Table<UsableCoupon>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ y: 400, x: 780 }}
        rowSelection={
          sendMode
            ? undefined
            : {
                ...namedRowChecks(t("widgets.selectRow")),
                type: multiple ? "checkbox" : "radio",
                selectedRowKeys: chosenIds,
                preserveSelectedRowKeys: true,
                onChange: (_, picked) => {
                  // Rows filtered out by the keyword stay chosen.
                  const hidden = chosen.filter((c) => !rows.some((r) => r.id === c.id));
                  setChosen(multiple ? [...hidden, ...picked] : picked);
                },
              }
        }
      />
    </Modal>
  );
}

export default CouponPicker;
