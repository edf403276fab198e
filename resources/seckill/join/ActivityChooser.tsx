import { useState } from "react";
import { Select } from "antd";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { SeckillActivityRow } from "../../../server/areas/seckill/contract";
import { useDebounce } from "../../../src/widgets/useDebounce";
import { SECKILL } from "../endpoints";
import { joinBlock } from "../joinable";

/** 选择活动: the platform's activities by name; those the merchant cannot join are shown but not choosable. */
export function ActivityChooser({ value, onChange, stars }: { value?: number; onChange: (id: number) => void; stars: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const name = useDebounce(search, 300);
  const { result, query } = useList<SeckillActivityRow>({
    resource: SECKILL.activities,
    pagination: { currentPage: 1, pageSize: 50 },
    filters: [{ field: "name", operator: "eq", value: name.trim() || undefined }],
  });
  return (
    <Select<number>
      showSearch
      filterOption={false}
      onSearch={setSearch}
      value={value}
      onChange={onChange}
      loading={query.isFetching}
      placeholder={t("seckill.join.chooseActivity")}
      style={{ width: 360 }}
      options={(result.data ?? []).map((a) => ({ value: a.id, label: a.name, disabled: Boolean(joinBlock(a, stars)) }))}
      data-testid="seckill-join-choose"
    />
  );
}
