import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { widgetOf } from "../widgets/registry";
import type { Block, PageSettings } from "./designState";
import { PageSettingsPanel } from "./PageSettingsPanel";

export interface PropertyPanelProps {
  block?: Block;
  settings: PageSettings;
  onBlockChange: (component: Block["component"]) => void;
  onSettingsChange: (patch: Partial<PageSettings>) => void;
}

/** The right side: the edited block's properties, or the page settings when no block is edited. */
export function PropertyPanel({
  block,
  settings,
  onBlockChange,
  onSettingsChange,
}: PropertyPanelProps) {
  const { t } = useTranslation();
  const widget = block && widgetOf(block.component.name);
  if (!block || !widget)
    return (
      <PageSettingsPanel settings={settings} onChange={onSettingsChange} />
    );
  const Panel = widget.Panel;
  return (
    <div key={block.key} data-testid={`panel-${widget.id}`}>
      <Typography.Title level={5}>
        {t(`pageDiy.widgets.${widget.id}`)}
      </Typography.Title>
      <Panel
        config={block.component as never}
        onChange={(next) =>
          onBlockChange({
            ...next,
            name: block.component.name,
          } as Block["component"])
        }
      />
    </div>
  );
}
