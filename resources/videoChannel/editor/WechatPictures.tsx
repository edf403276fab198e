import { Spin } from "antd";
import { ImagePicker } from "../../../src/widgets/library";

interface WechatPicturesProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
  disabled?: boolean;
  pending: boolean;
  /** Hands new pictures to WeChat and answers the links to keep. */
  toWechat: (urls: readonly string[]) => Promise<string[]>;
}

/** Pictures from the library as WeChat holds them: a newly chosen one is handed over before it is kept. */
export function WechatPictures({ value = [], onChange, max, disabled, pending, toWechat }: WechatPicturesProps) {
  const change = async (next: string[]) => {
    const added = next.filter((url) => !value.includes(url));
    if (!added.length) return onChange?.(next);
    try {
      const links = await toWechat(added);
      onChange?.(next.map((url) => (added.includes(url) ? links[added.indexOf(url)]! : url)));
    } catch {
      // Shown by the HTTP client; the pictures stay as they were.
    }
  };
  return (
    <Spin spinning={pending} size="small">
      <ImagePicker multiple max={max} value={value} disabled={disabled} onChange={(v) => void change(Array.isArray(v) ? v : [v])} />
    </Spin>
  );
}
