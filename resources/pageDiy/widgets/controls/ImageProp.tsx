import { ImagePicker } from "../../../../src/widgets/library";
import { PropRow } from "./PropRow";

/** One picture from the material library (uploads go to the `diy` folder, as the original's); no label = the picker alone. */
export function ImageProp(props: {
  label?: string;
  value: string;
  onChange: (url: string) => void;
  size?: number;
}) {
  const picker = (
    <ImagePicker
      value={props.value}
      model="diy"
      size={props.size ?? 56}
      onChange={(v) =>
        props.onChange(Array.isArray(v) ? (v[0] ?? "") : (v ?? ""))
      }
    />
  );
  return props.label ? <PropRow label={props.label}>{picker}</PropRow> : picker;
}
