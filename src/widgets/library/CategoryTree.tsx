import { useState } from "react";
import { Button, Dropdown, Tree } from "antd";
import { EllipsisOutlined, PlusOutlined } from "@ant-design/icons";
import type { MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { LIBRARY_AUTHORITIES as A } from "../../../resources/library/area";
import { ROOT_CATEGORY_ID } from "./constants";
import { allKeys, withRoot, type TreeOption } from "./categoryTreeData";
import { ellipsis } from "./ellipsis";
import type { CategoryNode } from "./types";

export interface CategoryTreeProps {
  tree: readonly CategoryNode[];
  selectedId: number;
  onSelect: (id: number) => void;
  onAdd: (parentId: number) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

/** The category tree with the root 全部图片; each entry offers add / edit / delete as permitted. */
export function CategoryTree({ tree, selectedId, onSelect, onAdd, onEdit, onDelete }: CategoryTreeProps) {
  const { t } = useTranslation();
  const can = {
    save: canDo(A.categorySave),
    update: canDo(A.categoryUpdate),
    remove: canDo(A.categoryDelete),
  };
  const data = withRoot(tree, t("library.tree.all"));
  // Everything is open unless the user closed it, so categories that arrive later show too.
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const keys = allKeys(data);

  const actions = (node: TreeOption) => {
    if (node.key === ROOT_CATEGORY_ID) {
      return can.save ? (
        <Button
          type="text"
          size="small"
          icon={<PlusOutlined />}
          aria-label={t("library.tree.add")}
          data-testid="category-add-root"
          onClick={(e) => {
            e.stopPropagation();
            onAdd(ROOT_CATEGORY_ID);
          }}
        />
      ) : null;
    }
    const items: MenuProps["items"] = [
      can.save && { key: "add", label: t("library.tree.add") },
      can.update && { key: "edit", label: t("library.tree.edit") },
      can.remove && { key: "delete", label: t("library.tree.delete") },
    ].filter(Boolean) as MenuProps["items"];
    if (!items?.length) return null;
    return (
      <Dropdown
        trigger={["click"]}
        menu={{
          items,
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            if (key === "add") onAdd(node.key);
            if (key === "edit") onEdit(node.key);
            if (key === "delete") onDelete(node.key);
          },
        }}
      >
        <Button
          type="text"
          size="small"
          icon={<EllipsisOutlined />}
          aria-label={t("library.tree.more", { name: node.title })}
          data-testid={`category-more-${node.key}`}
          onClick={(e) => e.stopPropagation()}
        />
      </Dropdown>
    );
  };

  return (
    <div data-testid="category-tree">
      <Tree<TreeOption>
        blockNode
        expandedKeys={keys.filter((k) => !closed.has(k))}
        onExpand={(open) => setClosed(new Set(keys.filter((k) => !open.includes(k))))}
        treeData={data}
        selectedKeys={[selectedId]}
        onSelect={(_, info) => onSelect(Number(info.node.key))}
        titleRender={(node) => (
          <div style={{ display: "flex", alignItems: "center", gap: 4 }}>
            <span style={{ ...ellipsis, flex: 1 }} title={node.title}>
              {node.title}
            </span>
            {actions(node)}
          </div>
        )}
      />
    </div>
  );
}
