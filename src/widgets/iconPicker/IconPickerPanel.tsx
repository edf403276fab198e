import { useMemo, useState } from "react";
import { Empty, Input, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { ICON_COMPONENTS } from "./iconCatalog";
import { searchIcons } from "./iconSearch";
import type { IconName } from "./iconNames";
import styles from "./IconPickerPanel.module.css";

/** The searchable grid of the icon picker (loaded only when the picker opens). */
export default function IconPickerPanel({ value, onPick }: { value?: string; onPick: (name: IconName) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const found = useMemo(() => searchIcons(keyword), [keyword]);
  return (
    <div>
      <Input.Search
        allowClear
        autoFocus
        placeholder={t("widgets.iconPicker.search")}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        data-testid="icon-picker-search"
      />
      {found.length === 0 ? (
        <Empty description={t("widgets.iconPicker.empty")} />
      ) : (
        <div className={styles.grid} data-testid="icon-picker-grid">
          {found.map((name) => {
            const Icon = ICON_COMPONENTS[name];
            return (
              <Tooltip key={name} title={name} mouseEnterDelay={0.6}>
                <button
                  type="button"
                  aria-label={name}
                  className={name === value ? `${styles.cell} ${styles.active}` : styles.cell}
                  onClick={() => onPick(name)}
                >
                  <Icon />
                </button>
              </Tooltip>
            );
          })}
        </div>
      )}
    </div>
  );
}
