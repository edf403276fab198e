import { Button, Space } from "antd";
import { translateNow } from "../../../providers/i18nProvider";
import { modalApi } from "../../../src/widgets/modalHost";

/**
 * 'Put on shelf automatically?' (提审之后是否自动上架？): resolves true (上架), false (不用了),
 * or null when the dialog is closed without an answer.
 */
export function askAutoUp(question: string): Promise<boolean | null> {
  return new Promise((resolve) => {
    const answer = (value: boolean | null) => {
      handle.destroy();
      resolve(value);
    };
    const handle = modalApi().confirm({
      title: translateNow("widgets.dialogTitle"),
      content: question,
      closable: true,
      maskClosable: false,
      onCancel: () => resolve(null),
      footer: (
        <Space style={{ display: "flex", justifyContent: "flex-end", marginTop: 16 }}>
          <Button onClick={() => answer(false)} data-testid="auto-up-no">
            {translateNow("product.autoUp.no")}
          </Button>
          <Button type="primary" onClick={() => answer(true)} data-testid="auto-up-yes">
            {translateNow("product.autoUp.yes")}
          </Button>
        </Space>
      ),
    });
  });
}
