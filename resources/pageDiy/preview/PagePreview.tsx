import { widgetOf } from "../widgets/registry";
import type { Block, PageSettings } from "../designer/designState";
import { PageFrame } from "../designer/PageFrame";

/** The page as a shopper sees it: hidden blocks left out, the footer at the bottom, nothing to edit. */
export function PagePreview({
  settings,
  blocks,
  height,
}: {
  settings: PageSettings;
  blocks: readonly Block[];
  height?: number;
}) {
  const shown = blocks.filter(
    (b) => !b.component.isHide && widgetOf(b.component.name),
  );
  const render = (b: Block) => {
    const Preview = widgetOf(b.component.name)!.Preview;
    return <Preview key={b.key} config={b.component as never} />;
  };
  const footer = shown.find(
    (b) => widgetOf(b.component.name)?.placement === "bottom",
  );
  return (
    <PageFrame
      settings={settings}
      height={height}
      footer={footer && render(footer)}
      testId="phone-preview"
    >
      {shown.filter((b) => b !== footer).map(render)}
    </PageFrame>
  );
}
