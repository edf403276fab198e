import { useEffect, useMemo, useState } from "react";
import { Cascader } from "antd";
import { limitLevels, loadRegions, type RegionOption } from "./regions";

export interface RegionCascaderProps {
  /** 2 province and city, 3 down to the district. */
  levels: number;
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** A province / city (/ district) chooser; the value is the list of names. */
export function RegionCascader({ levels, value, onChange, placeholder, disabled, id }: RegionCascaderProps) {
  const [regions, setRegions] = useState<RegionOption[]>();
  useEffect(() => {
    let live = true;
    loadRegions().then(
      (all) => live && setRegions(all),
      () => live && setRegions([]),
    );
    return () => {
      live = false;
    };
  }, []);
  const options = useMemo(() => (regions ? limitLevels(regions, levels) : []), [regions, levels]);
  return (
    <Cascader
      id={id}
      options={options}
      loading={!regions}
      value={value ?? undefined}
      onChange={(next) => onChange?.((next ?? []) as string[])}
      placeholder={placeholder}
      disabled={disabled}
      showSearch
      style={{ width: "100%" }}
    />
  );
}
