import { Input, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { EMPTY_USER_SEARCH, USER_SEARCH_TYPES, isNumericType, withContent, withType, type UserSearchValue } from "./userSearch";

export interface UserSearchInputProps {
  value?: UserSearchValue;
  onChange?: (value: UserSearchValue) => void;
  /** Enter in the text box. */
  onSearch?: (value: UserSearchValue) => void;
  style?: React.CSSProperties;
  /** Given by the form item: its label then names the text box. */
  id?: string;
}

/** Search type (all, uid, phone, nickname) before the text (spec doc 1 §2.3); works as an antd form control. */
export function UserSearchInput({ value = EMPTY_USER_SEARCH, onChange, onSearch, style, id }: UserSearchInputProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: 320, ...style }} data-testid="user-search-input">
      <Select<UserSearchValue["searchType"]>
        value={value.searchType}
        onChange={(type) => onChange?.(withType(type))}
        options={USER_SEARCH_TYPES.map((type) => ({ value: type, label: t(`userSearch.types.${type}`) }))}
        style={{ width: 110 }}
        popupMatchSelectWidth={false}
        aria-label={t("userSearch.type")}
        data-testid="user-search-type"
      />
      <Input
        id={id}
        value={value.content}
        inputMode={isNumericType(value.searchType) ? "numeric" : "text"}
        placeholder={t("userSearch.placeholder")}
        allowClear
        onChange={(e) => onChange?.(withContent(value, e.target.value))}
        onPressEnter={() => onSearch?.(value)}
        data-testid="user-search-content"
      />
    </Space.Compact>
  );
}

export default UserSearchInput;
