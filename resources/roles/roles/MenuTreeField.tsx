import { useMemo, useState } from "react";
import { Button, Space, Tree, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { MenuCheckVo } from "../../../server/areas/admin/contract";
import { routes } from "../..";
import { branchIds, leafIds, menuLabel, toTreeData, type MenuTreeNode } from "./menuTree";

interface MenuTreeFieldProps {
  menus: readonly MenuCheckVo[];
  /** The current admin is the owner (only the owner may tick the settings and rights nodes). */
  isOwner: boolean;
  /** Ticked leaf ids (a form value). */
  value?: number[];
  onChange?: (leaves: number[]) => void;
}

/** The menus of a role: a checkable tree that reads and writes only the ticked leaves. */
export function MenuTreeField({ menus, isOwner, value = [], onChange }: MenuTreeFieldProps) {
  const { t } = useTranslation();
  const treeData = useMemo(() => toTreeData(menus, (node) => menuLabel(node, t, routes), isOwner), [menus, isOwner, t]);
  const leaves = useMemo(() => leafIds(menus), [menus]);
  const [expanded, setExpanded] = useState<number[]>([]);
  const allBranches = useMemo(() => branchIds(menus), [menus]);
  const allOpen = expanded.length >= allBranches.length;
  return (
    <div data-testid="role-menu-tree">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(allOpen ? [] : allBranches)} data-testid="role-menu-expand">
          {t(allOpen ? "roles.role.collapseAll" : "roles.role.expandAll")}
        </Button>
        <Typography.Text type="secondary">{t("roles.role.checkedCount", { n: value.length })}</Typography.Text>
      </Space>
      <Tree<MenuTreeNode>
        checkable
        selectable={false}
        height={380}
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys as number[])}
        checkedKeys={value}
        onCheck={(checked) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked) as number[];
          onChange?.(keys.filter((key) => leaves.has(key)));
        }}
        titleRender={(node) =>
          node.isButton ? (
            <Typography.Text type="secondary" style={{ fontFamily: "monospace", fontSize: 12 }}>
              {node.title}
            </Typography.Text>
          ) : (
            node.title
          )
        }
        style={{ border: "1px solid var(--ant-color-border-secondary)", borderRadius: 6, padding: 4 }}
      />
    </div>
  );
}
