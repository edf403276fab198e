import type { ReactNode, SyntheticEvent } from "react";
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
} from "@ant-design/icons";
import { Button, theme, Tooltip } from "antd";
import { useTranslation } from "react-i18next";

export interface BlockCommands {
  select: () => void;
  up: () => void;
  down: () => void;
  copy: () => void;
  remove: () => void;
  toggleHide: () => void;
}

interface ToolSpec {
  id: keyof Omit<BlockCommands, "select">;
  titleKey: string;
  icon: ReactNode;
  disabled?: boolean;
}

/** Clicks and keys on a tool stay with the tool: the block under it would start a drag or take the selection. */
const keepToTool = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The bar of a selected block: its name and up, down, copy, delete, hide/show. It sits just
 * below the block (above it for the bottom bar) so the block itself stays in sight.
 */
export function BlockTools({
  label,
  hidden,
  fixed,
  above,
  commands,
}: {
  label: string;
  hidden: boolean;
  fixed: boolean;
  above: boolean;
  commands: BlockCommands;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const tools: ToolSpec[] = [
    {
      id: "up",
      titleKey: "pageDiy.designer.up",
      icon: <ArrowUpOutlined />,
      disabled: fixed,
    },
    {
      id: "down",
      titleKey: "pageDiy.designer.down",
      icon: <ArrowDownOutlined />,
      disabled: fixed,
    },
    { id: "copy", titleKey: "pageDiy.designer.copy", icon: <CopyOutlined /> },
    {
      id: "remove",
      titleKey: "pageDiy.designer.delete",
      icon: <DeleteOutlined />,
    },
    {
      id: "toggleHide",
      titleKey: hidden ? "pageDiy.designer.show" : "pageDiy.designer.hide",
      icon: hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />,
    },
  ];
  return (
    <div
      onPointerDown={keepToTool}
      onKeyDown={keepToTool}
      onClick={keepToTool}
      style={{
        position: "absolute",
        right: 0,
        ...(above ? { bottom: "100%" } : { top: "100%" }),
        display: "flex",
        alignItems: "center",
        paddingLeft: 8,
        borderRadius: 4,
        background: token.colorPrimary,
        color: "#fff",
        fontSize: 12,
        whiteSpace: "nowrap",
      }}
      data-testid="block-tools"
    >
      <span style={{ marginRight: 4 }}>{label}</span>
      {tools.map((tool) => (
        <Tooltip key={tool.id} title={t(tool.titleKey)}>
          <Button
            type="text"
            size="small"
            style={{ color: "#fff" }}
            icon={tool.icon}
            disabled={tool.disabled}
            aria-label={t(tool.titleKey)}
            onClick={commands[tool.id]}
            data-testid={`block-${tool.id === "toggleHide" ? "hide" : tool.id === "remove" ? "delete" : tool.id}`}
          />
        </Tooltip>
      ))}
    </div>
  );
}
