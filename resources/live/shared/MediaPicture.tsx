import { Spin } from "antd";
import { ImagePicker, type PickerValue } from "../../../src/widgets/library";
import { useMediaId } from "./useMediaId";

export interface MediaPictureProps {
  /** The local picture URL (a form value). */
  value?: string;
  onChange?: (url: string) => void;
  /** The WeChat media id made for the picture ("" when it is removed). */
  onMedia: (mediaId: string) => void;
  disabled?: boolean;
  size?: number;
}

/**
 * A picture from the library that WeChat will need as a media id: the id is asked for as the
 * picture is chosen, and the picture is taken only once WeChat's id is there.
 */
export function MediaPicture({ value, onChange, onMedia, disabled, size }: MediaPictureProps) {
  const { toMediaId, pending } = useMediaId();
  const change = async (picked: PickerValue) => {
    const url = Array.isArray(picked) ? (picked[0] ?? "") : picked;
    if (!url) {
      onMedia("");
      onChange?.("");
      return;
    }
    try {
      onMedia(await toMediaId(url));
      onChange?.(url);
    } catch {
      // Shown by the HTTP client; the picture stays as it was.
    }
  };
  return (
    <Spin spinning={pending} size="small">
      <ImagePicker value={value} onChange={(v) => void change(v)} disabled={disabled} size={size} />
    </Spin>
  );
}
