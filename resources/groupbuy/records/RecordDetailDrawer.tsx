import { Descriptions, Drawer, Result, Skeleton, Space, Table, Typography } from "antd";
import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { GroupBuyMember, GroupBuyRecordDetail } from "../../../server/areas/groupbuy/contract";
import { EnumTag } from "../../../src/enums/EnumTag";
import { GROUP_RECORD_STATUS } from "../../../src/enums/marketing";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { GROUPBUY } from "../endpoints";

/** A group's detail: its state and numbers, and every member with the order they placed. */
export function RecordDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { result: detail, query } = useOne<GroupBuyRecordDetail>({ resource: GROUPBUY.records, id });
  return (
    <Drawer open width={960} onClose={onClose} title={t("groupbuy.records.detailTitle")} destroyOnHidden data-testid="record-detail">
      {query.isError && <Result status="warning" title={query.error?.message} />}
      {!detail && !query.isError && <Skeleton active />}
      {detail && (
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          <Space>
            <Thumbnail src={detail.productImage} size={50} />
            <Typography.Text strong>{detail.productName}</Typography.Text>
          </Space>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t("groupbuy.records.status")}>
              <EnumTag table={GROUP_RECORD_STATUS} value={detail.recordStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t("groupbuy.activity.groupName")}>{detail.groupName}</Descriptions.Item>
            <Descriptions.Item label={t("groupbuy.records.buyingCountNum")}>{detail.buyingCountNum}</Descriptions.Item>
            <Descriptions.Item label={t("groupbuy.records.yetBuyingNum")}>{detail.yetBuyingNum}</Descriptions.Item>
            <Descriptions.Item label={t("groupbuy.records.createTime")}>{detail.createTime}</Descriptions.Item>
            <Descriptions.Item label={t("groupbuy.records.endTime")}>{detail.endTime}</Descriptions.Item>
          </Descriptions>
          <Table<GroupBuyMember>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={detail.memberDataList}
            scroll={{ x: 900 }}
            data-testid="record-members"
            columns={[
              { title: t("groupbuy.records.avatar"), dataIndex: "memberAvatar", width: 70, render: (src: string) => <Thumbnail src={src} size={40} /> },
              {
                title: t("groupbuy.records.member"),
                key: "member",
                width: 200,
                render: (_, m) => (
                  <Space size={4}>
                    <span>{`${m.memberNickname} | ${m.memberId}`}</span>
                    {m.isLeader === 1 && <span className="enum-tag enum-tag-red">{t("groupbuy.records.leaderTag")}</span>}
                  </Space>
                ),
              },
              { title: t("groupbuy.records.orderNo"), dataIndex: "orderNo", width: 210 },
              { title: t("groupbuy.records.sku"), dataIndex: "orderDetailSku", width: 120, ellipsis: true },
              { title: t("groupbuy.records.joinTime"), dataIndex: "createTime", width: 170 },
              { title: t("groupbuy.records.payNum"), dataIndex: "payNum", width: 90 },
              { title: t("groupbuy.records.payPrice"), dataIndex: "payPrice", width: 100 },
              { title: t("groupbuy.records.refundNum"), dataIndex: "refundNum", width: 100 },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
